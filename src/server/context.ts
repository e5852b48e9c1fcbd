import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { Config } from './config';
import type { Db } from './db/client';
import { createLocalDiskStorage, type MediaStorage } from './lib/storage';
import { createTokenKeys, type TokenKeys } from './lib/tokens';

/** What every module gets from the process: passed to route plugins and services explicitly. */
export type AppContext = {
  config: Config;
  db: Db;
  tokens: TokenKeys;
  /** Signs cookies (poll votes, captcha); derived from the JWT secret. */
  cookieSecret: string;
  storage: MediaStorage;
  uploadsDir: string;
};

export function createAppContext(options: { config: Config; db: Db; secret: string }): AppContext {
  const uploadsDir = path.resolve(options.config.dataDir, 'uploads');
  return {
    config: options.config,
    db: options.db,
    tokens: createTokenKeys(options.secret),
    cookieSecret: createHmac('sha256', options.secret).update('cookie-signing').digest('base64url'),
    storage: createLocalDiskStorage(uploadsDir),
    uploadsDir,
  };
}
