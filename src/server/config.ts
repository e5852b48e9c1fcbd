import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ADMIN_PASSWORD_MAX_LENGTH, ADMIN_PASSWORD_MIN_LENGTH } from '../shared/schemas/admins';
import { isGuessablePassword } from './lib/password-strength';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const timeZone = z.string().refine(
  (value) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  },
  { error: 'must be an IANA time zone such as Asia/Kolkata' },
);

const envSchema = z
  .object({
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
    PUBLIC_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
    JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    SUPERADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
    SUPERADMIN_PASSWORD: z
      .string()
      .min(ADMIN_PASSWORD_MIN_LENGTH, { error: `must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters` })
      .max(ADMIN_PASSWORD_MAX_LENGTH, { error: `must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters` })
      .optional(),
    SEED_DEMO: booleanFromEnv.default(true),
    SITE_TIMEZONE: timeZone.default('Asia/Kolkata'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z.string().trim().min(3, { error: 'must be an address such as "News <news@example.com>"' }).optional(),
    READS_BATCH_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds from 1 to 60' })
      .int({ error: 'must be a whole number of seconds from 1 to 60' })
      .min(1, { error: 'must be a number of seconds from 1 to 60' })
      .max(60, { error: 'must be a number of seconds from 1 to 60' })
      .default(60),
    PAGE_CACHE_MB: z.coerce
      .number({ error: 'must be a number of megabytes (0 turns the page cache off)' })
      .int({ error: 'must be a whole number of megabytes (0 turns the page cache off)' })
      .min(0, { error: 'must be 0 or more megabytes' })
      .max(65536, { error: 'must be at most 65536 megabytes' })
      .default(64),
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, { error: 'must be an uncompressed P-256 public key in base64url (87 characters)' })
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be a P-256 private key in base64url (43 characters)' })
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, { error: 'must be a mailto: address or an https:// URL' })
      .optional(),
    TRUST_PROXY: z
      .string()
      .trim()
      .refine(
        (value) => /^(false|\d{1,2})$/.test(value) || value.split(',').every((entry) => isAddressOrCidr(entry.trim())),
        {
          error: 'must be false, a number of proxy hops, or a comma-separated list of addresses or CIDRs',
        },
      )
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must be a redis:// or rediss:// URL' })
      .optional(),
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,64}$/, { error: 'must be 1–64 letters, digits or _ . : -' })
      .default('news:'),
    S3_ENDPOINT: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        error: 'must be a bucket name (3–63 lower-case letters, digits, . or -)',
      })
      .optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_PUBLIC_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
    WORKERS: z
      .string()
      .regex(/^(auto|[1-9]\d{0,2})$/, { error: 'must be auto or a number of processes from 1' })
      .default('1'),
    BACKUP_DIR: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    NODE_ENV: z.string().optional(),
  })
  .superRefine((env, context) => {
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined))
      context.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'],
        message: 'must be set together with the other S3 key',
      });
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_PUBLIC_URL'] as const)
      if (env[name] !== undefined && env.S3_BUCKET === undefined)
        context.addIssue({ code: 'custom', path: [name], message: 'needs S3_BUCKET, the bucket media is stored in' });
    if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined))
      context.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'],
        message: 'must be set together with the other VAPID key',
      });
    if (
      env.SUPERADMIN_PASSWORD &&
      isGuessablePassword(env.SUPERADMIN_PASSWORD, [env.SUPERADMIN_EMAIL ?? '', 'Super Admin'])
    )
      context.addIssue({ code: 'custom', path: ['SUPERADMIN_PASSWORD'], message: GUESSABLE_SUPERADMIN_PASSWORD });
  });

const GUESSABLE_SUPERADMIN_PASSWORD =
  'is too easy to guess (a common password, or made from the email); choose a few unrelated words';
/** Never echoed in an error line: it would land in the terminal and in the logs. */
const SECRET_VARIABLES = new Set(['JWT_SECRET', 'SUPERADMIN_PASSWORD', 'VAPID_PRIVATE_KEY', 'S3_SECRET_ACCESS_KEY']);

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  jwtSecret: string | undefined;
  superAdminEmail: string | undefined;
  superAdminPassword: string | undefined;
  seedDemo: boolean;
  siteTimeZone: string;
  smtpUrl: string | undefined;
  /** The From of the site's mail; by default no-reply at PUBLIC_URL's host. */
  mailFrom: string;
  /** The public page cache's budget in bytes (compressed pages); 0 turns it off. */
  pageCacheBytes: number;
  /** How often article reads are written in a batch: at most a minute (decision 240). */
  readsBatchMs: number;
  /** The web push key pair; without it one is generated once into DATA_DIR (docs/decisions/162). */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** Who push services may contact about our pushes: VAPID_SUBJECT, else mailto: the site's From address. */
  vapidSubject: string;
  /**
   * Which proxies in front may name the client (X-Forwarded-For, -Proto, -Host): false for none,
   * a number of hops, or their addresses and CIDRs (decision 197).
   */
  trustProxy: false | number | string[];
  /** Redis shared by the instances of one site; every key and channel starts with `prefix`. */
  redis: { url: string; prefix: string } | undefined;
  /** S3-compatible object storage for media; the local disk under DATA_DIR/uploads otherwise. */
  s3: S3Config | undefined;
  /** Processes serving the port on this machine ('auto': one per core). */
  workers: number;
  /** Where `npm run backup` writes its archives. */
  backupDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  production: boolean;
};

export type S3Config = {
  /** A custom endpoint (MinIO, R2, a test server), addressed path-style; AWS itself otherwise. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both or neither; without them the SDK's own chain (environment, instance role) applies. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Where the bucket's files are served from (the bucket itself or a CDN); through /uploads/ otherwise. */
  publicUrl: string | undefined;
};

export class ConfigError extends Error {}

/** Reads the environment; an invalid value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const shown = SECRET_VARIABLES.has(name) ? ' (value not shown)' : `=${JSON.stringify(env[name] ?? '')}`;
    throw new ConfigError(`Invalid environment variable ${name}${shown}: ${issue?.message}`);
  }
  const e = parsed.data;
  const mailFrom = e.MAIL_FROM ?? `no-reply@${e.PUBLIC_URL ? new URL(e.PUBLIC_URL).hostname : 'localhost'}`;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET,
    superAdminEmail: e.SUPERADMIN_EMAIL?.toLowerCase(),
    superAdminPassword: e.SUPERADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    siteTimeZone: e.SITE_TIMEZONE,
    smtpUrl: e.SMTP_URL,
    mailFrom,
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    readsBatchMs: e.READS_BATCH_SECONDS * 1000,
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${mailAddressOf(mailFrom)}`,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : undefined,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : undefined,
    workers: e.WORKERS === 'auto' ? os.availableParallelism() : Number(e.WORKERS),
    backupDir: e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups'),
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === 'production',
  };
}

function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((entry) => entry.trim());
}

function isAddressOrCidr(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** The bare address of a From line such as "News <news@example.com>". */
function mailAddressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}
