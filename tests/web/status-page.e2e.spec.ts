import type { RunningApi } from '@srm/api';
import { createTestDatabase, type TestDatabase } from '@srm/events/testing';
import type { DevServer } from '@srm/workflow';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuilt, startTestApi } from '../support/api';
import { launchChromium } from '../support/browser';
import { startTestDevServer } from '../support/temporal';

/** Smoke journey: the served app opens, shows health, and a self-check completes live in the page. */
describe('served web app in chromium', () => {
  let tdb: TestDatabase;
  let temporal: DevServer;
  let api: RunningApi;
  let browser: Browser;

  beforeAll(async () => {
    const webDist = ensureWebBuilt();
    [tdb, temporal, browser] = await Promise.all([
      createTestDatabase('postgres'),
      startTestDevServer(),
      launchChromium(),
    ]);
    api = await startTestApi({
      databaseUrl: tdb.url!,
      temporalAddress: temporal.address,
      runWorker: true,
      webDist,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
    await temporal?.stop();
    await tdb?.close();
  });

  it('opens the app, shows every part healthy, and runs a self-check that completes live', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(api.url + '/platform/status');
    expect(await page.title()).toBe('SRM 采购与供应商协同平台');
    for (const part of ['health-database', 'health-temporal', 'health-realtime']) {
      await page.getByTestId(part).getByText('正常').waitFor();
    }
    await page.getByTestId('live-connection').getByText('实时连接：已连接').waitFor();

    await page.getByTestId('run-self-check').click();
    await page.getByTestId('self-check-status').getByText('已完成').waitFor({ timeout: 30_000 });
    const events = page.getByTestId('live-events');
    await events.getByText('SelfCheckRequested').waitFor();
    await events.getByText('SelfCheckCompleted').waitFor();
    await expect(events.getByText(/耗时 \d+ ms/).count()).resolves.toBeGreaterThan(0);

    // A deep link is served the app shell (history mode); without a login it leads to the login page.
    await page.goto(api.url + '/no/such/page');
    await page.waitForURL('**/user/login?redirect=%2Fno%2Fsuch%2Fpage');
    await page.goto(api.url + '/404');
    await page.getByText('很抱歉，资源未找到!').waitFor();
    expect(errors).toEqual([]);
  });
});
