import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { AppContext } from '../../src/server/context';
import type { Db, Dialect } from '../../src/server/db/client';
import {
  createReaderCodeThrottles,
  READER_CODE_THROTTLES,
} from '../../src/server/modules/reader-auth/reader-auth.throttles';
import { createTestContext, postgresAvailable, testedDialects } from './app';
import { codeMailParts, outboxMailsTo, waitForOutboxMails } from './mail';

/** The app on a fresh database whose code throttles read a clock the test moves forward. */
export type ReaderAuthHarness = {
  app: FastifyInstance;
  ctx: AppContext;
  db: Db;
  dialect: Dialect;
  /** Moves the throttles' clock on. */
  advance(ms: number): void;
};

let sequence = 0;
/** A fresh email and network address, so tests do not share throttle counts. */
export function freshReader() {
  sequence += 1;
  const suffix = `${sequence}-${Math.random().toString(36).slice(2, 8)}`;
  return { email: `reader-${suffix}@example.com`, address: `10.${sequence % 250}.${(sequence >> 8) % 250}.7` };
}

export function describeReaderAuth(name: string, suite: (t: () => ReaderAuthHarness) => void): void {
  for (const dialect of testedDialects) {
    describe.skipIf(dialect === 'postgres' && !postgresAvailable)(`${name} [${dialect}]`, () => {
      let harness: ReaderAuthHarness | undefined;
      let close: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const context = await createTestContext(dialect);
        let offset = 0;
        context.ctx.caches.get(READER_CODE_THROTTLES, () =>
          createReaderCodeThrottles(undefined, () => Date.now() + offset),
        );
        const app = await buildApp(context.ctx, { loggerInstance: context.log });
        await app.ready();
        harness = {
          app,
          ctx: context.ctx,
          db: context.db,
          dialect,
          advance(ms) {
            offset += ms;
          },
        };
        close = async () => {
          await app.close();
          await context.close();
        };
      });
      afterAll(async () => {
        await close?.();
      });
      suite(() => {
        if (!harness) throw new Error('test app not ready');
        return harness;
      });
    });
  }
}

type Caller = { app: FastifyInstance };

export function postAuth(t: Caller, call: string, payload: object, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: `/api/v1/auth/${call}`, payload, remoteAddress });
}

/** Registers, reads the code from the outbox and signs in: a verified reader and its token. */
export async function signUpReader(t: Caller & { ctx: AppContext }, reader = freshReader()) {
  const before = (await outboxMailsTo(t.ctx, reader.email)).length;
  const registered = await postAuth(
    t,
    'register',
    { name: 'सुनीता', email: reader.email, location: 'जयपुर' },
    reader.address,
  );
  if (registered.statusCode !== 200) throw new Error(`register answered ${registered.statusCode}`);
  const mail = (await waitForOutboxMails(t.ctx, reader.email, before + 1)).at(-1);
  if (!mail) throw new Error('no mail');
  const signedIn = await postAuth(
    t,
    'verifyotp',
    { email: reader.email, otp: codeMailParts(mail).code },
    reader.address,
  );
  const body = signedIn.json() as { token: string; user: { _id: string } };
  return { ...reader, id: body.user._id, token: body.token, auth: { authorization: `Bearer ${body.token}` } };
}
