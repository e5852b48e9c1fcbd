import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { BackupError } from './run-tool';

export const MANIFEST_FILE = 'manifest.json';
const FORMAT = 'samachar-backup';
const FORMAT_VERSION = 1;

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  appVersion: z.string(),
  database: z.object({
    dialect: z.enum(['sqlite', 'postgres']),
    /** Rows per table in the copy, checked again after a restore. */
    rows: z.record(z.string(), z.number().int().min(0)),
  }),
  media: z.object({ count: z.number().int().min(0), bytes: z.number().int().min(0) }),
  /** DATA_DIR's secret files in the archive (decision 216). */
  secrets: z.array(z.string()),
  /** Every other file in the archive, by its path there, with its SHA-256. */
  files: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
});

export type Manifest = z.infer<typeof manifestSchema>;

export function newManifest(fields: Omit<Manifest, 'format' | 'version' | 'appVersion'>): Manifest {
  return { format: FORMAT, version: FORMAT_VERSION, appVersion: appVersion(), ...fields };
}

/** The manifest of an unpacked archive, or a clear refusal when the archive is not one of ours. */
export function parseManifest(text: string | undefined): Manifest {
  if (text === undefined) throw new BackupError(`Not a backup of this site: the archive has no ${MANIFEST_FILE}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`Not a backup of this site: ${MANIFEST_FILE} is not JSON`);
  }
  const format = (json as { format?: unknown; version?: unknown } | null) ?? {};
  if (format.format === FORMAT && format.version !== FORMAT_VERSION)
    throw new BackupError(
      `Backup format version ${String(format.version)} is not one this version reads (it reads ${FORMAT_VERSION})`,
    );
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupError(`Not a backup of this site: ${MANIFEST_FILE} is not this app's manifest`);
  return parsed.data;
}

export function sha256OfFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** The version in the nearest package.json above this file: from the sources or from the bundle in build/server. */
function appVersion(): string {
  for (let folder = path.dirname(fileURLToPath(import.meta.url)); ; folder = path.dirname(folder)) {
    const file = path.join(folder, 'package.json');
    if (existsSync(file)) return String(JSON.parse(readFileSync(file, 'utf8')).version);
    if (path.dirname(folder) === folder) return 'unknown';
  }
}
