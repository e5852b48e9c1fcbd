import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: undefined,
      jwtSecret: undefined,
      superAdminEmail: undefined,
      superAdminPassword: undefined,
      seedDemo: true,
      siteTimeZone: 'Asia/Kolkata',
      smtpUrl: undefined,
      mailFrom: 'no-reply@localhost',
      pageCacheBytes: 64 * 1024 * 1024,
      readsBatchMs: 60_000,
      vapidKeys: undefined,
      vapidSubject: 'mailto:no-reply@localhost',
      trustProxy: false,
      redis: undefined,
      s3: undefined,
      workers: 1,
      backupDir: 'data/backups',
      logLevel: 'info',
      production: false,
    });
  });

  it('reads the settings of several instances: proxies, Redis, the bucket, workers, backups', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      prefix: 'news:',
    });
    expect(loadConfig({ REDIS_URL: 'rediss://cache', REDIS_PREFIX: 'hindi:' }).redis?.prefix).toBe('hindi:');
    expect(
      loadConfig({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://cdn.example.com/media/',
      }).s3,
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'media',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      publicUrl: 'https://cdn.example.com/media',
    });
    expect(loadConfig({ WORKERS: 'auto' }).workers).toBeGreaterThanOrEqual(1);
    expect(loadConfig({ WORKERS: '4' }).workers).toBe(4);
    expect(loadConfig({ DATA_DIR: '/srv/news', BACKUP_DIR: '/backups' }).backupDir).toBe('/backups');
    expect(loadConfig({ DATA_DIR: '/srv/news' }).backupDir).toBe('/srv/news/backups');
  });

  it('reads and normalises given values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      PUBLIC_URL: 'https://news.example.com/',
      SUPERADMIN_EMAIL: 'Chief@Example.com',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://news.example.com');
    expect(config.superAdminEmail).toBe('chief@example.com');
    expect(config.seedDemo).toBe(false);
    expect(config.production).toBe(true);
    expect(loadConfig({ PAGE_CACHE_MB: '0' }).pageCacheBytes).toBe(0);
    expect(loadConfig({ PAGE_CACHE_MB: '8' }).pageCacheBytes).toBe(8 * 1024 * 1024);
    expect(loadConfig({ READS_BATCH_SECONDS: '2' }).readsBatchMs).toBe(2000);
  });

  it.each([
    ['PORT', 'eighty', 'Invalid environment variable PORT="eighty": must be a port number'],
    ['PORT', '70000', 'Invalid environment variable PORT="70000"'],
    [
      'DATABASE_URL',
      'mysql://x',
      'Invalid environment variable DATABASE_URL="mysql://x": must be a postgres:// or postgresql:// URL',
    ],
    ['PAGE_CACHE_MB', 'lots', 'Invalid environment variable PAGE_CACHE_MB="lots": must be a number of megabytes'],
    ['PAGE_CACHE_MB', '-1', 'Invalid environment variable PAGE_CACHE_MB="-1": must be 0 or more megabytes'],
    [
      'READS_BATCH_SECONDS',
      '90',
      'Invalid environment variable READS_BATCH_SECONDS="90": must be a number of seconds from 1 to 60',
    ],
    ['SEED_DEMO', 'maybe', 'Invalid environment variable SEED_DEMO="maybe": must be true or false'],
    ['SITE_TIMEZONE', 'Mars/Base', 'Invalid environment variable SITE_TIMEZONE="Mars/Base": must be an IANA time zone'],
    [
      'JWT_SECRET',
      'short',
      'Invalid environment variable JWT_SECRET (value not shown): must be at least 32 characters',
    ],
    [
      'SUPERADMIN_PASSWORD',
      'short1234',
      'Invalid environment variable SUPERADMIN_PASSWORD (value not shown): must be at least 10 characters',
    ],
    [
      'SUPERADMIN_PASSWORD',
      'password123',
      'Invalid environment variable SUPERADMIN_PASSWORD (value not shown): is too easy to guess (a common password, or made from the email); choose a few unrelated words',
    ],
    [
      'TRUST_PROXY',
      'everyone',
      'Invalid environment variable TRUST_PROXY="everyone": must be false, a number of proxy hops, or a comma-separated list of addresses or CIDRs',
    ],
    ['TRUST_PROXY', '10.0.0.0/33', 'Invalid environment variable TRUST_PROXY="10.0.0.0/33"'],
    ['REDIS_URL', 'localhost:6379', 'Invalid environment variable REDIS_URL="localhost:6379": must be a redis://'],
    ['S3_BUCKET', 'My Bucket', 'Invalid environment variable S3_BUCKET="My Bucket": must be a bucket name'],
    [
      'S3_ENDPOINT',
      'http://127.0.0.1:9000',
      'Invalid environment variable S3_ENDPOINT="http://127.0.0.1:9000": needs S3_BUCKET',
    ],
    ['S3_ACCESS_KEY_ID', 'key', 'must be set together with the other S3 key'],
    ['WORKERS', '0', 'Invalid environment variable WORKERS="0": must be auto or a number of processes from 1'],
    [
      'SUPERADMIN_EMAIL',
      'not-an-email',
      'Invalid environment variable SUPERADMIN_EMAIL="not-an-email": must be an email address',
    ],
  ])('stops on a bad %s with one line naming it', (name, value, expected) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      expect((error as Error).message).toContain(expected);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('takes a VAPID key pair only whole, and a subject from the environment or the mail sender', () => {
    const publicKey = `B${'A'.repeat(86)}`;
    const privateKey = 'p'.repeat(43);
    expect(loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).vapidKeys).toEqual({
      publicKey,
      privateKey,
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(
      'Invalid environment variable VAPID_PRIVATE_KEY (value not shown): must be set together with the other VAPID key',
    );
    expect(loadConfig({ MAIL_FROM: 'समाचार <news@example.com>' }).vapidSubject).toBe('mailto:news@example.com');
    expect(loadConfig({ VAPID_SUBJECT: 'https://news.example.com' }).vapidSubject).toBe('https://news.example.com');
    expect(() => loadConfig({ VAPID_SUBJECT: 'news@example.com' })).toThrow(
      'Invalid environment variable VAPID_SUBJECT="news@example.com": must be a mailto: address or an https:// URL',
    );
  });

  it('never echoes the value of a secret', () => {
    for (const [name, value] of [
      ['JWT_SECRET', 'short-secret'],
      ['SUPERADMIN_PASSWORD', 'password123'],
      ['VAPID_PRIVATE_KEY', 'not-a-key'],
    ] as const) {
      expect(() => loadConfig({ [name]: value })).toThrow(`Invalid environment variable ${name} (value not shown):`);
      expect(() => loadConfig({ [name]: value })).not.toThrow(value);
    }
  });

  it('takes a strong SUPERADMIN_PASSWORD', () => {
    expect(loadConfig({ SUPERADMIN_PASSWORD: 'monsoon desk ledger' }).superAdminPassword).toBe('monsoon desk ledger');
  });
});
