import {
  type Browser,
  type BrowserContextOptions,
  type BrowserServer,
  chromium,
  type LaunchOptions,
} from 'playwright-core';

/** The system Chromium, quiet: no background calls home that would count as requests to other hosts. */
const CHROMIUM: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** One Chromium for the whole browser run (tests/helpers/e2e-setup.ts); every test file connects to it. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(CHROMIUM);
}

export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

/**
 * A Chromium of the test's own with a profile on disk: the run's shared browser gives incognito
 * contexts only, where the Push API refuses every subscription (decision 186).
 */
export function launchPersistentChromium(userDataDir: string, options: BrowserContextOptions = {}) {
  return chromium.launchPersistentContext(userDataDir, { ...CHROMIUM, ...options });
}
