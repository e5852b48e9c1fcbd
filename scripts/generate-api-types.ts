import { writeFile } from 'node:fs/promises';
import { API_TYPES_FILE, renderApiTypes } from './lib/api-types';

/** `npm run api:types`: rewrites src/web/shared/api-schema.ts from the routes' schemas (decision 120). */
await writeFile(API_TYPES_FILE, await renderApiTypes());
console.log(`Wrote ${API_TYPES_FILE}`);
