import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { type BuiltServer, startBuiltServer } from '../../scripts/lib/built-server.mjs';
import { connectBrowser } from './browser';

export type Admin = { email: string; password: string };

type SiteAddress = { url: string; publicUrl: string; admin: Admin; logFile: string; dataDir: string; pid?: number };

/** What the browser suite's global setup (e2e-setup.ts) hands every test file. */
export type SharedRun = {
  browserEndpoint: string;
  /** The SuperAdmin of every server of the run. */
  admin: Admin;
  /** A stopped server's DATA_DIR with the demo content, for each server to start from a copy of. */
  demoDataDir: string;
  shared: { url: string; publicUrl: string; logFile: string; dataDir: string };
};

/** The environment of every server of the run: its SuperAdmin, and SQLite in its own DATA_DIR whatever the shell says. */
export function serverEnv(admin: Admin): Record<string, string> {
  return { SUPERADMIN_EMAIL: admin.email, SUPERADMIN_PASSWORD: admin.password, DATABASE_URL: '', PUBLIC_URL: '' };
}

declare module 'vitest' {
  interface ProvidedContext {
    e2e: SharedRun;
  }
}

/** A page in a fresh browser context, with what it asked for and what went wrong on it. */
export type OpenedPage = {
  page: Page;
  /** The address of every request, in order. */
  requests: string[];
  /** The same requests as 'METHOD /path'. */
  calls: string[];
  /** Script and console errors, answers of 400 and over as 'status /path', and loads that failed. */
  errors: string[];
};

/** Requests for the chunk that renders islands (preact/compat, decision 195): none until an island wakes. */
export const islandRendererLoads = (requests: string[]) =>
  requests.filter((url) => /\/assets\/preact-[^/]+\.js$/.test(url));

/** How long a browser step (a navigation, a wait, a click) may take before it fails. */
const STEP_TIMEOUT_MS = 20_000;

type ApiCall = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; asAdmin?: boolean };

/** The built site as a test file sees it: its addresses, its API and pages opened in the run's Chromium. */
class SiteUnderTest {
  #address: SiteAddress | undefined;
  #browserEndpoint = '';
  #browser: Promise<Browser> | undefined;
  #token: Promise<string> | undefined;
  #logRead = 0;
  #contexts = new Set<BrowserContext>();

  attach(address: SiteAddress, browserEndpoint: string): void {
    this.#address = address;
    this.#browserEndpoint = browserEndpoint;
    this.#logRead = readFileSync(address.logFile).length;
  }

  /** Closes every page the test opened: a page left open (an animated ticker, a long text in an editor) takes the next tests' CPU. */
  async closePages(): Promise<void> {
    const contexts = [...this.#contexts];
    this.#contexts.clear();
    await Promise.all(contexts.map((context) => context.close()));
  }

  /** The error-level lines (pino level 50 and over) the server logged since the last call. */
  takeServerErrors(): string[] {
    const log = readFileSync(this.#site.logFile);
    const fresh = log.subarray(this.#logRead).toString('utf8');
    this.#logRead = log.length;
    return fresh.split('\n').filter((line) => {
      const level = /^\{"level":(\d+)/.exec(line)?.[1];
      return level !== undefined && Number(level) >= 50;
    });
  }

  async detach(): Promise<void> {
    const browser = this.#browser;
    this.#browser = undefined;
    await (await browser)?.close();
  }

  get #site(): SiteAddress {
    if (!this.#address) throw new Error('The site is started in beforeAll: use it inside a test or hook');
    return this.#address;
  }

  /** Where the tests reach the site. */
  get url(): string {
    return this.#site.url;
  }

  /** The address the site gives itself in canonical and share links: PUBLIC_URL, else `url`. */
  get publicUrl(): string {
    return this.#site.publicUrl;
  }

  /** The server's DATA_DIR: its outbox holds the mail it sent (no SMTP_URL in the suite); its database, for what the API cannot set up. */
  get dataDir(): string {
    return this.#site.dataDir;
  }

  /** The server's process (with WORKERS above 1 the cluster's primary); only for a file's own server. */
  get pid(): number {
    if (this.#site.pid === undefined) throw new Error("The shared site's process is not the file's to signal");
    return this.#site.pid;
  }

  /** The SuperAdmin the server was started with. */
  get admin(): Admin {
    return this.#site.admin;
  }

  /** The requests that went to another host than the site's. */
  offSite(requests: string[]): string[] {
    return requests.filter((url) => !url.startsWith(this.url) && !url.startsWith('data:'));
  }

  /** A JSON API call under /api/v1; an answer without `success: true` throws with its status and message. */
  async api<T>(path: string, { method = 'GET', body, asAdmin = false }: ApiCall = {}): Promise<T> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (asAdmin) headers.authorization = `Bearer ${await this.adminToken()}`;
    const response = await fetch(`${this.url}/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as T & { success: boolean; message?: string };
    if (!answer.success) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
    return answer;
  }

  /** The SuperAdmin's token, signed in once per file. */
  adminToken(): Promise<string> {
    this.#token ??= this.api<{ token: string }>('/auth/login', { method: 'POST', body: this.admin }).then(
      (answer) => answer.token,
    );
    return this.#token;
  }

  /** A page in a fresh context (close it with `page.context().close()`), 800 px high unless told. */
  async openPage(
    width: number,
    { height = 800, ...options }: BrowserContextOptions & { height?: number } = {},
  ): Promise<OpenedPage> {
    this.#browser ??= connectBrowser(this.#browserEndpoint);
    const context = await (await this.#browser).newContext({ viewport: { width, height }, ...options });
    // A step that never comes fails with its own call log, well before the test's 30 s.
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    this.#contexts.add(context);
    const page = await context.newPage();
    const opened: OpenedPage = { page, requests: [], calls: [], errors: [] };
    page.on('request', (request) => {
      opened.requests.push(request.url());
      opened.calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    // Failed loads are recorded with their address from the responses and failures; the console's
    // copy of them names none and also reports the browser's own /favicon.ico request, not the page's.
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        opened.errors.push(message.text());
    });
    page.on('pageerror', (error) => opened.errors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) opened.errors.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    // A request cut short by the page leaving is not a failure.
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? 'failed';
      if (reason !== 'net::ERR_ABORTED') opened.errors.push(`${reason} ${request.url()}`);
    });
    return opened;
  }
}

export type Site = Omit<SiteUnderTest, 'attach' | 'detach' | 'closePages' | 'takeServerErrors'>;

/** After each test: its pages are closed, and an error the server logged fails it, as a console error fails a unit test. */
function afterEachTest(site: SiteUnderTest): void {
  afterEach(async () => {
    await site.closePages();
    expect(site.takeServerErrors(), 'the server logged an error').toEqual([]);
  });
}

/**
 * The run's one server for files that change nothing another file reads (no articles, categories,
 * breaking news or settings), with PUBLIC_URL set; started by e2e-setup.ts.
 */
export function sharedSite(): Site {
  const site = new SiteUnderTest();
  beforeAll(() => {
    const run = inject('e2e');
    site.attach({ ...run.shared, admin: run.admin }, run.browserEndpoint);
  });
  afterEachTest(site);
  afterAll(() => site.detach());
  return site;
}

/**
 * A server of this file's own on a copy of the demo content, for tests that change what readers see;
 * `env` adds to its environment.
 */
export function ownSite({ env = {} }: { env?: Record<string, string> } = {}): Site {
  const site = new SiteUnderTest();
  let server: BuiltServer | undefined;
  beforeAll(async () => {
    const run = inject('e2e');
    server = await startBuiltServer({
      env: { ...serverEnv(run.admin), ...env },
      tempPrefix: 'news-e2e-',
      copyDataFrom: run.demoDataDir,
    });
    site.attach(
      {
        url: server.url,
        publicUrl: server.url,
        admin: run.admin,
        logFile: server.logFile,
        dataDir: server.dataDir,
        pid: server.pid,
      },
      run.browserEndpoint,
    );
  });
  afterEachTest(site);
  afterAll(async () => {
    await site.detach();
    await server?.close();
  });
  return site;
}
