import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { type BuiltServer, startBuiltServer } from '../../scripts/lib/built-server.mjs';
import { ensureLocalDevanagariFont, launchBrowserServer } from './browser';
import { type SharedRun, serverEnv } from './e2e';

/** Where the shared site says it lives (PUBLIC_URL): not where the tests reach it, so canonical links can be told apart. */
const SHARED_PUBLIC_URL = 'http://samachar.example';

/** Seeds the demo content once, into a DATA_DIR every server of the run starts from a copy of. */
async function seedDemoData(env: Record<string, string>): Promise<BuiltServer> {
  const seeding = await startBuiltServer({ env, tempPrefix: 'news-e2e-demo-' });
  await seeding.stop();
  return seeding;
}

/**
 * Global setup of the browser suite (decision 099): one Chromium, the demo content seeded once, and
 * one server on a copy of it for every file that changes nothing another file reads.
 */
export default async function setup(project: TestProject) {
  // Before the browser starts, so that its font list has it.
  ensureLocalDevanagariFont();
  const admin = { email: 'editor-e2e@example.com', password: `Editor-${randomBytes(12).toString('hex')}` };
  const [launched, seeded] = await Promise.allSettled([launchBrowserServer(), seedDemoData(serverEnv(admin))]);
  let shared: BuiltServer | undefined;
  try {
    if (launched.status === 'rejected') throw launched.reason;
    if (seeded.status === 'rejected') throw seeded.reason;
    shared = await startBuiltServer({
      env: { ...serverEnv(admin), PUBLIC_URL: SHARED_PUBLIC_URL },
      tempPrefix: 'news-e2e-',
      copyDataFrom: seeded.value.dataDir,
    });
  } catch (error) {
    if (launched.status === 'fulfilled') await launched.value.close();
    if (seeded.status === 'fulfilled') await seeded.value.close();
    throw error;
  }
  const run: SharedRun = {
    browserEndpoint: launched.value.wsEndpoint(),
    admin,
    demoDataDir: seeded.value.dataDir,
    shared: { url: shared.url, publicUrl: SHARED_PUBLIC_URL, logFile: shared.logFile, dataDir: shared.dataDir },
  };
  project.provide('e2e', run);
  const [browser, demo, site] = [launched.value, seeded.value, shared];
  return async () => {
    await Promise.all([browser.close(), site.close(), demo.close()]);
  };
}
