import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';
import type { Db } from './db/client';
import { nowIso } from './lib/clock';
import { newId } from './lib/ids';
import { hashPassword } from './lib/passwords';
import { countSuperAdmins, findAdminByEmail, insertAdmin, updateAdmin } from './modules/admins/admins.repository';

async function readOrCreateSecretFile(file: string, create: () => string): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const value = create();
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${value}\n`, { mode: 0o600 });
    await chmod(file, 0o600);
    return value;
  }
}

/** JWT_SECRET, else one generated once into DATA_DIR with mode 0600 (DESIGN §2). */
export function resolveJwtSecret(config: Config): Promise<string> {
  if (config.jwtSecret) return Promise.resolve(config.jwtSecret);
  return readOrCreateSecretFile(path.join(config.dataDir, 'jwt-secret'), () => randomBytes(48).toString('base64url'));
}

export type SuperAdminLogin = { email: string; password: string | null; created: boolean; passwordFile: string | null };

/**
 * Makes sure a SuperAdmin exists: from SUPERADMIN_EMAIL/SUPERADMIN_PASSWORD when given (the
 * password is reset to the given one on every start), else admin@example.com with a random
 * password printed once and kept in DATA_DIR/initial-admin.txt.
 */
export async function ensureSuperAdmin(db: Db, config: Config): Promise<SuperAdminLogin> {
  const email = config.superAdminEmail ?? 'admin@example.com';
  const passwordFile = path.join(config.dataDir, 'initial-admin.txt');
  const existing = await findAdminByEmail(db, email);

  if (config.superAdminPassword) {
    const passwordHash = await hashPassword(config.superAdminPassword);
    if (existing) {
      await updateAdmin(db, existing.id, {
        password_hash: passwordHash,
        role: 'SuperAdmin',
        can_add: 1,
        can_edit: 1,
        can_delete: 1,
        updated_at: nowIso(),
      });
    } else {
      await createSuperAdmin(db, email, passwordHash);
    }
    return { email, password: config.superAdminPassword, created: !existing, passwordFile: null };
  }

  if (existing || (await countSuperAdmins(db)) > 0) {
    const saved = await readFile(passwordFile, 'utf8').catch(() => null);
    const password = saved?.match(/^password: (.+)$/m)?.[1] ?? null;
    return { email, password, created: false, passwordFile: saved ? passwordFile : null };
  }

  const password = randomBytes(12).toString('base64url');
  await createSuperAdmin(db, email, await hashPassword(password));
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(passwordFile, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 });
  return { email, password, created: true, passwordFile };
}

async function createSuperAdmin(db: Db, email: string, passwordHash: string): Promise<void> {
  const now = nowIso();
  await insertAdmin(db, {
    id: newId(),
    name: 'Super Admin',
    email,
    password_hash: passwordHash,
    role: 'SuperAdmin',
    can_add: 1,
    can_edit: 1,
    can_delete: 1,
    token_version: 1,
    created_at: now,
    updated_at: now,
  });
}
