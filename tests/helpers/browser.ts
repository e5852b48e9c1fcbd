import { type Browser, type BrowserServer, chromium, type LaunchOptions } from 'playwright-core';

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
