import { randomBytes } from 'node:crypto';
import { access, chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';
import type { Db } from './db/client';
import { nowIso } from './lib/clock';
import { newId } from './lib/ids';
import { hashPassword } from './lib/passwords';
import { countSuperAdmins, findAdminByEmail, insertAdmin, updateAdmin } from './modules/admins/admins.repository';

/** DATA_DIR holds the database, the JWT secret and the initial password: only the server's user may enter it. */
const DATA_DIR_MODE = 0o700;
const SECRET_FILE_MODE = 0o600;

/** Creates DATA_DIR owner-only, and tightens one made by an earlier version (docs/decisions/069). */
export async function prepareDataDir(config: Config): Promise<void> {
  await mkdir(config.dataDir, { recursive: true, mode: DATA_DIR_MODE });
  await chmod(config.dataDir, DATA_DIR_MODE);
  if (await exists(initialAdminFile(config))) await chmod(initialAdminFile(config), SECRET_FILE_MODE);
}

function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

async function readOrCreateSecretFile(file: string, create: () => string): Promise<string> {
  if (await exists(file)) {
    await chmod(file, SECRET_FILE_MODE);
    return (await readFile(file, 'utf8')).trim();
  }
  const value = create();
  await writeSecretFile(file, `${value}\n`);
  return value;
}

async function writeSecretFile(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: DATA_DIR_MODE });
  await writeFile(file, text, { mode: SECRET_FILE_MODE });
  await chmod(file, SECRET_FILE_MODE);
}

function initialAdminFile(config: Config): string {
  return path.join(config.dataDir, 'initial-admin.txt');
}

/** JWT_SECRET, else one generated once into DATA_DIR with mode 0600 (decision 008). */
export function resolveJwtSecret(config: Config): Promise<string> {
  if (config.jwtSecret) return Promise.resolve(config.jwtSecret);
  return readOrCreateSecretFile(path.join(config.dataDir, 'jwt-secret'), () => randomBytes(48).toString('base64url'));
}

/**
 * How to sign in, as start-up may print it: `generatedPassword` only on the start that made it;
 * `passwordFrom` says where the password lives otherwise (the environment, the saved file), or null.
 */
export type SuperAdminLogin = {
  email: string;
  created: boolean;
  generatedPassword: string | null;
  passwordFrom: string | null;
};

/**
 * Makes sure a SuperAdmin exists: from SUPERADMIN_EMAIL/SUPERADMIN_PASSWORD when given (the
 * password is reset to the given one on every start), else admin@example.com with a random
 * password printed once and kept in DATA_DIR/initial-admin.txt (mode 0600).
 */
export async function ensureSuperAdmin(db: Db, config: Config): Promise<SuperAdminLogin> {
  const email = config.superAdminEmail ?? 'admin@example.com';
  const passwordFile = initialAdminFile(config);
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
    return { email, created: !existing, generatedPassword: null, passwordFrom: 'SUPERADMIN_PASSWORD' };
  }

  if (existing || (await countSuperAdmins(db)) > 0) {
    return {
      email,
      created: false,
      generatedPassword: null,
      passwordFrom: (await exists(passwordFile)) ? passwordFile : null,
    };
  }

  const password = randomBytes(12).toString('base64url');
  await createSuperAdmin(db, email, await hashPassword(password));
  await writeSecretFile(passwordFile, `email: ${email}\npassword: ${password}\n`);
  return { email, created: true, generatedPassword: password, passwordFrom: passwordFile };
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
