import type { RunningApi } from '@srm/api';
import { createTestDatabase, type TestDatabase } from '@srm/events/testing';
import type { DevServer } from '@srm/workflow';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { ensureWebBuilt, startTestApi } from './api';
import { launchChromium } from './browser';
import { startTestDevServer } from './temporal';

type ApiOptions = Omit<Parameters<typeof startTestApi>[0], 'databaseUrl' | 'temporalAddress' | 'webDist'>;

export type WebSuiteOptions = ApiOptions & {
  /** The web build to serve (default: the shared build, rebuilt when stale). */
  webDist?: () => string;
};

export type WebSuite = {
  readonly api: RunningApi;
  readonly browser: Browser;
  readonly db: TestDatabase;
  /** Uncaught page errors of every page `fresh` opened (a journey asserts there are none). */
  readonly errors: string[];
  /** A page in a new browser context (its own storage: a new browser as far as the app knows). */
  fresh: (options?: BrowserContextOptions) => Promise<Page>;
  /** Fills and submits the login form the page shows. */
  fillLogin: (page: Page, username: string, password: string) => Promise<void>;
  /** A fresh page logged in through the login page (waits until it left /user/login). */
  signIn: (username: string, password: string, options?: BrowserContextOptions) => Promise<Page>;
};

/**
 * One browser journey file's world: its own database, a Temporal dev server, Debian's chromium and the
 * real API serving the built web app, started before the file's tests and stopped after them.
 * `options` may be a function when it needs something started first (evaluated in beforeAll).
 */
export function webSuite(
  options: WebSuiteOptions | (() => Promise<WebSuiteOptions> | WebSuiteOptions) = { runWorker: false },
): WebSuite {
  let db: TestDatabase | undefined;
  let temporal: DevServer | undefined;
  let api: RunningApi | undefined;
  let browser: Browser | undefined;
  const errors: string[] = [];
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`the web suite's ${name} is not started (use it inside tests)`);
    return value;
  };

  beforeAll(async () => {
    const { webDist, ...apiOptions } = typeof options === 'function' ? await options() : options;
    const dist = (webDist ?? ensureWebBuilt)();
    [db, temporal, browser] = await Promise.all([
      createTestDatabase('postgres'),
      startTestDevServer(),
      launchChromium(),
    ]);
    api = await startTestApi({
      ...apiOptions,
      databaseUrl: db.url!,
      temporalAddress: temporal.address,
      webDist: dist,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
    await temporal?.stop();
    await db?.close();
  });

  const suite: WebSuite = {
    get api() {
      return started(api, 'API');
    },
    get browser() {
      return started(browser, 'browser');
    },
    get db() {
      return started(db, 'database');
    },
    errors,
    fresh: async (contextOptions = {}) => {
      const context = await suite.browser.newContext(contextOptions);
      // A journey's page.goto unloads within the 5 ms the spec reads as a closed window (spec §4), and the
      // beacon would end the session it navigates in: journeys navigate by URL, so the beacon is left out
      // here (POST /sys/logoutV2 itself is tried in api/src/modules/auth).
      await context.addInitScript(() => {
        type Beacon = (url: string | URL, data?: unknown) => boolean;
        const nav = (globalThis as unknown as { navigator: { sendBeacon: Beacon } }).navigator;
        const send = nav.sendBeacon.bind(nav);
        nav.sendBeacon = (url, data) => (String(url).includes('/sys/logoutV2') ? true : send(url, data));
      });
      const page = await context.newPage();
      page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message} ${e.stack ?? ''}`.slice(0, 600)));
      // Anything the Content-Security-Policy blocks is an error of the journey ([SEC1] 12).
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy/i.test(m.text()))
          errors.push(`${page.url()}: ${m.text()}`.slice(0, 600));
      });
      return page;
    },
    fillLogin: async (page, username, password) => {
      await page.getByPlaceholder('用户名').fill(username);
      await page.getByPlaceholder('密码').fill(password);
      await page.getByRole('button', { name: '登 录' }).click();
    },
    signIn: async (username, password, contextOptions) => {
      const page = await suite.fresh(contextOptions);
      await page.goto(suite.api.url + '/user/login');
      await suite.fillLogin(page, username, password);
      await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
      return page;
    },
  };
  return suite;
}
