import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The deployment files of docs/deploy.md, checked without Docker: compose.yaml against the Compose
// Specification's schema (vendored, see tests/fixtures/compose-spec/README.md), then what a schema
// cannot see (decisions 218, 219).

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

type Healthcheck = { test?: string | string[] };
type Service = {
  image?: string;
  build?: unknown;
  environment?: Record<string, string | number | null> | string[];
  healthcheck?: Healthcheck;
  depends_on?: string[] | Record<string, { condition: string }>;
  volumes?: (string | { type?: string; source?: string; target?: string })[];
  ports?: unknown[];
  stop_grace_period?: string;
  command?: string | string[];
};
type ComposeFile = { services: Record<string, Service> };

const composeText = read('compose.yaml');
const parseCompose = (): ComposeFile => parse(composeText, { merge: true });

const PORT_RANGE = String.raw`\d{1,5}(?:-\d{1,5})?`;
const HOST_IP = String.raw`(?:\[[0-9a-fA-F:]+\]|\d{1,3}(?:\.\d{1,3}){3})`;
/** The Compose Specification's own formats, as compose itself reads them. */
const COMPOSE_FORMATS = {
  duration: /^(?:\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h))+$/,
  ports: new RegExp(`^(?:(?:${HOST_IP}:)?(?:${PORT_RANGE})?:)?${PORT_RANGE}(?:/(?:tcp|udp|sctp))?$`),
  expose: new RegExp(`^${PORT_RANGE}(?:/(?:tcp|udp|sctp))?$`),
  subnet_ip_address: /^[0-9a-fA-F.:]+\/\d{1,3}$/,
};

function composeSchemaErrors(document: unknown): string[] {
  const schema = JSON.parse(read('tests/fixtures/compose-spec/compose-spec.json'));
  // The file names its draft as http://…/2019-09/schema# and marks sub-schemas with draft-04's `id`:
  // neither changes what it accepts, so the meta-schema is not looked up and `id` is an annotation.
  const ajv = new Ajv2019({ allErrors: true, validateSchema: false, allowUnionTypes: true });
  ajv.removeKeyword('id');
  ajv.addKeyword('id');
  for (const [name, pattern] of Object.entries(COMPOSE_FORMATS)) ajv.addFormat(name, pattern);
  const validate = ajv.compile(schema);
  if (validate(document)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

function environmentOf(service: Service): Record<string, string> {
  const entries = Array.isArray(service.environment)
    ? service.environment.map((line) => [line.split('=')[0], line.slice(line.indexOf('=') + 1)])
    : Object.entries(service.environment ?? {}).map(([name, value]) => [name, value === null ? '' : String(value)]);
  return Object.fromEntries(entries);
}

const healthcheckCommand = (service: Service) => [service.healthcheck?.test ?? []].flat().join(' ');
const dependencies = (service: Service) => (Array.isArray(service.depends_on) ? {} : (service.depends_on ?? {}));
const hostOf = (url: string) => new URL(url.replace(/\$\{[^}]*\}/g, 'x')).hostname;
const imageOf = (service: Service) => service.image ?? '';

/** Milliseconds of a compose duration such as `1m30s`. */
function durationMs(value: string): number {
  const unit = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1e3, m: 6e4, h: 3.6e6 } as const;
  let total = 0;
  for (const [, amount, suffix] of value.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g))
    total += Number(amount) * unit[suffix as keyof typeof unit];
  return total;
}

/** The site's instances: the services that run the app on a database. */
function appServices(compose: ComposeFile): [string, Service][] {
  return Object.entries(compose.services).filter(([, service]) => environmentOf(service).DATABASE_URL);
}

function serviceByImage(compose: ComposeFile, prefix: string): [string, Service] {
  const found = Object.entries(compose.services).find(([, service]) => imageOf(service).startsWith(prefix));
  if (!found) throw new Error(`No service runs an image ${prefix}…`);
  return found;
}

describe('compose.yaml', () => {
  it('is valid against the Compose Specification schema', () => {
    expect(composeSchemaErrors(parseCompose())).toEqual([]);
  });

  it('the schema check refuses what compose refuses: a misspelt condition, an unknown key, a bare number of seconds', () => {
    const compose = parseCompose();
    const [first] = appServices(compose);
    const [name, service] = first ?? [];
    if (!name || !service) throw new Error('No app service');
    service.depends_on = { postgres: { condition: 'service_heathy' } };
    Object.assign(service, { stop_grace_period: '20', restart_policy: 'always' });
    expect(composeSchemaErrors(compose)).toEqual(
      expect.arrayContaining([
        `/services/${name}/depends_on/postgres/condition must be equal to one of the allowed values`,
        `/services/${name}/stop_grace_period must match format "duration"`,
        `/services/${name} must NOT have additional properties`,
      ]),
    );
  });

  it('runs what the site needs: PostgreSQL, Redis, an S3 store with its bucket made once, two instances, nginx', () => {
    const compose = parseCompose();
    const apps = appServices(compose);
    expect(apps).toHaveLength(2);
    const [postgres] = serviceByImage(compose, 'postgres:');
    const [redis] = serviceByImage(compose, 'redis:');
    const [store] = serviceByImage(compose, 'minio/minio:');
    const [bucketMaker, bucketService] = serviceByImage(compose, 'minio/mc:');
    serviceByImage(compose, 'nginx:');
    for (const [, app] of apps) {
      const env = environmentOf(app);
      expect(hostOf(env.DATABASE_URL ?? '')).toBe(postgres);
      expect(hostOf(env.REDIS_URL ?? '')).toBe(redis);
      expect(hostOf(env.S3_ENDPOINT ?? '')).toBe(store);
      expect([bucketService.command].flat().join(' ')).toContain(`mc mb --ignore-existing store/${env.S3_BUCKET}`);
      expect(dependencies(app)[bucketMaker]).toEqual({ condition: 'service_completed_successfully' });
    }
  });

  it('gives both instances the same database, bucket, Redis prefix and secrets, each secret required from .env', () => {
    const [first, second] = appServices(parseCompose()).map(([, service]) => environmentOf(service));
    const shared = [
      'DATABASE_URL',
      'PUBLIC_URL',
      'JWT_SECRET',
      'VAPID_PUBLIC_KEY',
      'VAPID_PRIVATE_KEY',
      'REDIS_URL',
      'REDIS_PREFIX',
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'SITE_TIMEZONE',
    ];
    for (const name of shared) {
      expect(first?.[name], name).toBeTruthy();
      expect(second?.[name], name).toBe(first?.[name]);
    }
    // Never a secret written into the file, never one left empty for each container to generate its own.
    const requiredSetting = /^\$\{[A-Z0-9_]+:\?[^}]+\}$/;
    for (const name of ['JWT_SECRET', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'S3_SECRET_ACCESS_KEY'])
      expect(first?.[name], name).toMatch(requiredSetting);
    expect(first?.DATABASE_URL).toMatch(/^postgres:\/\/\w+:\$\{[A-Z_]+:\?[^}]+\}@/);
  });

  it('lists every setting it reads from .env in deploy/compose.env.example', () => {
    const template = read('deploy/compose.env.example');
    const settings = new Set([...composeText.matchAll(/\$\{([A-Z0-9_]+)(?::[-?][^}]*)?\}/g)].map((match) => match[1]));
    expect(settings.size).toBeGreaterThan(5);
    for (const name of settings) expect(template, name).toMatch(new RegExp(`^${name}=`, 'm'));
  });

  it('publishes only nginx: the instances are reached through the one proxy TRUST_PROXY=1 believes', () => {
    const compose = parseCompose();
    const published = Object.entries(compose.services).filter(([, service]) => service.ports?.length);
    expect(published.map(([name]) => name)).toEqual([serviceByImage(compose, 'nginx:')[0]]);
    for (const [, app] of appServices(compose)) expect(environmentOf(app).TRUST_PROXY).toBe('1');
  });

  it('starts each service once what it needs is healthy, and the second instance after the first', () => {
    const compose = parseCompose();
    const [[firstApp, first], [secondApp, second]] = appServices(compose) as [[string, Service], [string, Service]];
    for (const service of Object.values(compose.services))
      for (const [needed, { condition }] of Object.entries(dependencies(service))) {
        expect(Object.keys(compose.services)).toContain(needed);
        if (condition === 'service_healthy') expect(healthcheckCommand(compose.services[needed] ?? {})).not.toBe('');
      }
    for (const needed of [serviceByImage(compose, 'postgres:')[0], serviceByImage(compose, 'redis:')[0]]) {
      expect(dependencies(first)[needed]).toEqual({ condition: 'service_healthy' });
      expect(dependencies(second)[needed]).toEqual({ condition: 'service_healthy' });
    }
    expect(dependencies(second)[firstApp]).toEqual({ condition: 'service_healthy' });
    const nginx = serviceByImage(compose, 'nginx:')[1];
    expect(dependencies(nginx)).toMatchObject({
      [firstApp]: { condition: 'service_healthy' },
      [secondApp]: { condition: 'service_healthy' },
    });
  });

  it('checks the instances and nginx at /healthz, never /readyz, and gives SIGTERM its 10 s drain', () => {
    const compose = parseCompose();
    for (const [name, app] of appServices(compose)) {
      expect(healthcheckCommand(app), name).toContain(`127.0.0.1:${environmentOf(app).PORT}/healthz`);
      expect(durationMs(app.stop_grace_period ?? '10s'), name).toBeGreaterThan(12_000);
    }
    expect(healthcheckCommand(serviceByImage(compose, 'nginx:')[1])).toContain('/healthz');
    for (const [name, service] of Object.entries(compose.services))
      expect(healthcheckCommand(service), name).not.toContain('/readyz');
  });

  it("mounts nginx's configuration from files that exist, and its upstream names both instances", () => {
    const compose = parseCompose();
    const nginx = serviceByImage(compose, 'nginx:')[1];
    const mounts = (nginx.volumes ?? [])
      .filter((volume): volume is string => typeof volume === 'string' && volume.startsWith('./'))
      .map((volume) => {
        const [source = '', target = ''] = volume.split(':');
        return { source, target };
      });
    const files = mounts.filter((mount) => mount.source.endsWith('.conf'));
    expect(files.map((mount) => mount.source)).toContain('./deploy/nginx/news.conf');
    for (const { source } of files) expect(existsSync(path.join(root, source)), source).toBe(true);

    // Every file news.conf includes is one of the files mounted.
    const siteConf = read('deploy/nginx/news.conf');
    const includes = [...siteConf.matchAll(/^\s*include\s+([^;]+);/gm)].map((match) => match[1]);
    expect(includes.length).toBeGreaterThan(0);
    for (const included of includes) expect(files.map((mount) => mount.target)).toContain(included);

    const upstreamFile = files.find((mount) => mount.target === includes[0]);
    const upstream = read(upstreamFile?.source ?? '');
    expect(upstream).toMatch(/upstream news_app \{/);
    for (const [name, app] of appServices(compose))
      expect(upstream).toMatch(new RegExp(`server ${name}:${environmentOf(app).PORT}\\b`));
    expect(siteConf).toMatch(/proxy_pass http:\/\/news_app;/);
  });

  it('names every image by a tag, never latest', () => {
    for (const [name, service] of Object.entries(parseCompose().services)) {
      expect(imageOf(service), name).toMatch(/^[\w./-]+:[\w.-]+$/);
      expect(imageOf(service), name).not.toMatch(/:latest$/);
    }
  });
});

type Instruction = { name: string; args: string };

/** The Dockerfile's instructions, continuation lines joined and comments dropped. */
function dockerfileInstructions(): Instruction[] {
  return read('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [name = '', ...rest] = line.split(/\s+/);
      return { name: name.toUpperCase(), args: rest.join(' ') };
    });
}

describe('Dockerfile', () => {
  it('builds and runs on a pinned official Node 24 bookworm-slim image, never latest', () => {
    const froms = dockerfileInstructions().filter((instruction) => instruction.name === 'FROM');
    expect(froms.length).toBeGreaterThanOrEqual(2);
    for (const { args } of froms) {
      const image = args.split(/\s+/)[0] ?? '';
      expect(image).toMatch(/^node:24(\.\d+)*-bookworm-slim$/);
    }
  });

  it('runs the built server as a user other than root, with NODE_ENV=production and a /healthz HEALTHCHECK', () => {
    const instructions = dockerfileInstructions();
    const lastFrom = instructions.findLastIndex((instruction) => instruction.name === 'FROM');
    const runtime = instructions.slice(lastFrom);
    const last = (name: string) => runtime.findLast((instruction) => instruction.name === name)?.args;
    expect(last('USER')).toBeDefined();
    expect(last('USER')).not.toMatch(/^(root|0)(:|$)/);
    expect(
      runtime.some((instruction) => instruction.name === 'ENV' && /\bNODE_ENV=production\b/.test(instruction.args)),
    ).toBe(true);
    expect(last('HEALTHCHECK')).toMatch(/\/healthz/);
    expect(last('HEALTHCHECK')).not.toMatch(/\/readyz/);
    expect(JSON.parse(last('CMD') ?? '[]')).toEqual(expect.arrayContaining(['node', 'build/server/main.js']));
  });
});

describe('deploy/systemd/samachar.service', () => {
  it('restarts always, sends SIGTERM to the main process only and waits longer than the drain', () => {
    const unit = read('deploy/systemd/samachar.service');
    const setting = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(unit)?.[1];
    expect(setting('Restart')).toBe('always');
    expect(setting('KillSignal')).toBe('SIGTERM');
    expect(setting('KillMode')).toBe('mixed');
    expect(Number(setting('TimeoutStopSec'))).toBeGreaterThan(12);
    expect(setting('EnvironmentFile')).toMatch(/^\//);
    expect(setting('NoNewPrivileges')).toBe('yes');
    expect(setting('ProtectSystem')).toBe('strict');
  });
});
