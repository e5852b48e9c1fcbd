import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, renderApiTypes } from '../../scripts/lib/api-types';

describe('the generated API types', () => {
  it('match the OpenAPI document the routes produce now', async () => {
    const committed = await readFile(API_TYPES_FILE, 'utf8');
    const fresh = await renderApiTypes();
    // A route's schema changed without the client's contract: regenerate it (decision 120).
    expect(committed === fresh, 'src/web/shared/api-schema.ts is stale: run npm run api:types').toBe(true);
  });
});
