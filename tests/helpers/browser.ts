import { existsSync } from 'node:fs';
import {
  type Browser,
  type BrowserContextOptions,
  type BrowserServer,
  chromium,
  type LaunchOptions,
} from 'playwright-core';
import { ensureOsPackage } from '../../scripts/lib/os-package.mjs';

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

/** Noto Sans Devanagari as Android phones have it installed (Debian's fonts-noto-core). */
const LOCAL_DEVANAGARI_FONT = '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf';

/**
 * Whether the browser renders Devanagari as an Android phone does before the web fonts arrive:
 * from a locally installed Noto Sans Devanagari, the same design with the same metrics (decision 261).
 * Without one, Chromium draws Hindi text in whatever face the system has, of other widths, so the
 * web font's arrival after the first paint re-wraps headlines on a busy machine.
 */
export function hasLocalDevanagariFont(): boolean {
  return existsSync(LOCAL_DEVANAGARI_FONT);
}

/** Installs the phone's Devanagari font from the OS packages when missing and this process may (as root). */
export function ensureLocalDevanagariFont(): boolean {
  return ensureOsPackage(LOCAL_DEVANAGARI_FONT, 'fonts-noto-core');
}

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
