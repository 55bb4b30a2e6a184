import { describe, expect, it } from 'vitest';
import { webSuite } from '../support/web-suite';

/** Smoke journey: the served app opens, shows health, and a self-check completes live in the page. */
describe('served web app in chromium', () => {
  const suite = webSuite({
    runWorker: true,
  });

  it('opens the app, shows every part healthy, and runs a self-check that completes live', async () => {
    // Starting a self-check is a write: it needs a login with the permission ([SEC1] 5).
    const page = await suite.signIn('admin', 'Admin@2026');
    page.on('pageerror', (e) => suite.errors.push(e.message));
    // Within the signed-in app (a full load right after the login would read as a closed window, spec §4).
    await page.evaluate(() => {
      const w = globalThis as unknown as {
        history: { pushState: (s: unknown, t: string, u: string) => void };
        dispatchEvent: (e: unknown) => void;
        PopStateEvent: new (type: string) => unknown;
      };
      w.history.pushState({}, '', '/platform/status');
      w.dispatchEvent(new w.PopStateEvent('popstate'));
    });
    await page.waitForURL('**/platform/status');
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
    const visitor = await suite.browser.newPage();
    visitor.on('pageerror', (e) => suite.errors.push(e.message));
    await visitor.goto(suite.api.url + '/no/such/page');
    await visitor.waitForURL('**/user/login?redirect=%2Fno%2Fsuch%2Fpage');
    await visitor.goto(suite.api.url + '/404');
    await visitor.getByText('很抱歉，资源未找到!').waitFor();
    expect(suite.errors).toEqual([]);
  });
});
