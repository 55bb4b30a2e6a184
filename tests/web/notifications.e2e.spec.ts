import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { webSuite } from '../support/web-suite';

type Envelope<T> = { success: boolean; message: string; result: T };

/**
 * Live notifications against the real API and the seeded demo tenant (spec §2 bell and announcement
 * dialog, §4 unread -> read and the 6 s polling fallback, §6 suppliers without 查看更多). The seed
 * releases three announcements to buyer1: two for the whole tenant and one for buyer1 alone.
 */
describe('notification bell and announcements in chromium', () => {
  const suite = webSuite();

  const login = suite.fillLogin;
  const fresh = () => suite.fresh();
  const countOf = (page: Page) => page.getByTestId('notice-bell').getAttribute('data-count');
  /** Requests the page makes for the bell's list. */
  const watchListCalls = (page: Page) => {
    const calls: number[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/sys/annountCement/listByUser')) calls.push(Date.now());
    });
    return calls;
  };

  /** An administrator in its own browser context, talking to the API with its token. */
  const adminSession = async () => {
    const request = (await suite.browser.newContext()).request;
    const answer = (await (
      await request.post(`${suite.api.url}/api/sys/login`, {
        data: { username: 'admin', password: 'Admin@2026' },
      })
    ).json()) as Envelope<{ token: string }>;
    const headers = { 'x-access-token': answer.result.token };
    return {
      request,
      /** Creates and releases an announcement; answers its id. */
      release: async (draft: Record<string, unknown>) => {
        const added = (await (
          await request.post(`${suite.api.url}/api/sys/annountCement/add`, { headers, data: draft })
        ).json()) as Envelope<{ id: string }>;
        expect(added.success).toBe(true);
        const released = (await (
          await request.get(`${suite.api.url}/api/sys/annountCement/doReleaseData?id=${added.result.id}`, {
            headers,
          })
        ).json()) as Envelope<null>;
        expect(released).toMatchObject({ success: true, message: '该系统通知发布成功' });
        return added.result.id;
      },
    };
  };
  const unreadOf = async (request: APIRequestContext, username: string, password: string) => {
    const token = (
      (await (
        await request.post(`${suite.api.url}/api/sys/login`, { data: { username, password } })
      ).json()) as Envelope<{ token: string }>
    ).result.token;
    const list = (await (
      await request.get(`${suite.api.url}/api/sys/annountCement/listByUser`, {
        headers: { 'x-access-token': token },
      })
    ).json()) as Envelope<{ anntMsgTotal: number; sysMsgTotal: number }>;
    return list.result.anntMsgTotal + list.result.sysMsgTotal;
  };

  it('a release reaches the bell live, opening it marks it read, and the message page lists everything', async () => {
    const page = await fresh();
    const listCalls = watchListCalls(page);
    await page.goto(suite.api.url + '/user/login');
    await login(page, 'buyer1', 'Buyer@2026');
    await page.waitForURL('**/dashboard/analysis');
    const bell = page.getByTestId('notice-bell');
    // The seeded unread announcements: two for the whole tenant, one for buyer1.
    // The first list load can take a while on a busy machine.
    await expect.poll(() => countOf(page), { timeout: 20_000 }).toBe('3');
    expect(await bell.locator('.ant-scroll-number').getAttribute('title')).toBe('3');
    await page.locator('[data-testid="notice-bell"][data-live="connected"]').waitFor();

    // While the socket is up nothing polls.
    await page.waitForTimeout(1_000);
    const callsWhileUp = listCalls.length;
    await page.waitForTimeout(7_000);
    expect(listCalls.length).toBe(callsWhileUp);
    await page.evaluate(() => Object.assign(globalThis, { stillTheSamePage: true }));

    // An administrator, in a second browser context, creates and releases an announcement.
    const admin = await adminSession();
    const title = '关于调整玻纤原料到货检验流程的通知';
    await admin.release({
      titile: title,
      msgContent: '<p>自下周起，<b>叶蜡石</b>到货须随车附质检报告。</p>',
      msgCategory: '1',
      priority: 'M',
      msgType: 'ALL',
    });
    await expect.poll(() => countOf(page), { timeout: 10_000 }).toBe('4');
    expect(await page.evaluate(() => 'stillTheSamePage' in globalThis)).toBe(true);

    // buyer1 opens it from the bell: the dialog shows it, and the count goes down.
    await bell.click();
    const panel = page.getByTestId('notice-panel');
    await panel.getByText('通知(3)').waitFor();
    await panel.getByText('系统消息(1)').waitFor();
    await panel.getByText('重要').first().waitFor();
    await panel.getByText(title).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('通知公告').waitFor();
    await dialog.getByRole('heading', { name: title }).waitFor();
    await dialog.locator('b', { hasText: '叶蜡石' }).waitFor();
    await dialog.getByText('到货须随车附质检报告').waitFor();
    await dialog.getByText('发布人：系统管理员').waitFor();
    // The first list load can take a while on a busy machine.
    await expect.poll(() => countOf(page), { timeout: 20_000 }).toBe('3');
    // 60% wide, 100% in full screen.
    const modal = page.locator('.ant-modal').filter({ has: page.getByTestId('announcement-dialog') });
    expect(await modal.getAttribute('style')).toMatch(/width: 60%/);
    await dialog.getByRole('button', { name: '全屏' }).click();
    await expect.poll(() => modal.getAttribute('style')).toMatch(/width: 100%/);
    await dialog.getByRole('button', { name: '关 闭' }).click();
    await page.getByTestId('announcement-dialog').waitFor({ state: 'detached' });

    // A system announcement is titled 系统公告.
    await bell.click();
    await panel.getByText('系统消息(1)').click();
    await panel.getByText('关于启用新一代采购与供应商协同平台的通知').click();
    await dialog.getByText('系统公告').waitFor();
    await expect.poll(() => countOf(page)).toBe('2');
    await dialog.getByRole('button', { name: '关 闭' }).click();
    await page.getByTestId('announcement-dialog').waitFor({ state: 'detached' });

    // 查看更多: every message, read or not; 全部标为已读 empties the bell.
    await bell.click();
    await panel.getByRole('button', { name: '查看更多' }).click();
    await page.waitForURL('**/messageSeting/annountCement');
    const view = page.getByTestId('active-view');
    await view
      .getByRole('row', { name: new RegExp(title) })
      .getByText('已读')
      .waitFor();
    await view
      .getByRole('row', { name: /春节期间送货安排/ })
      .getByText('未读')
      .waitFor();
    await view.getByRole('button', { name: '全部标为已读' }).click();
    await page.getByText('已将 2 条消息标为已读').waitFor();
    await expect.poll(() => countOf(page)).toBe('0');
    await view
      .getByRole('row', { name: /春节期间送货安排/ })
      .getByText('已读')
      .waitFor();

    // One for buyer1 alone, about an order, with a page to handle it: it appears in the list live.
    const orderTitle = '采购订单 PO-2026-0001 待确认交期';
    await admin.release({
      titile: orderTitle,
      msgContent: '<p>供应商已确认订单，请核对交期。</p>',
      priority: 'H',
      msgType: 'USER',
      userIds: ['buyer1'],
      busId: 'PO-2026-0001',
      openType: 'url',
      openPage: '/sourcing/inquiry',
    });
    await expect.poll(() => countOf(page), { timeout: 10_000 }).toBe('1');
    await view
      .getByRole('row', { name: new RegExp(orderTitle) })
      .getByText('未读')
      .waitFor();
    await view
      .getByRole('row', { name: new RegExp(orderTitle) })
      .getByText(orderTitle)
      .click();
    await dialog.getByText('查看采购订单').waitFor();
    await expect.poll(() => countOf(page)).toBe('0');
    await dialog.getByRole('button', { name: '处 理' }).click();
    await page.waitForURL('**/sourcing/inquiry');
    await page.getByTestId('announcement-dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => 'stillTheSamePage' in globalThis)).toBe(true);
    expect(suite.errors).toEqual([]);
  });

  it('a supplier sees the panel without 查看更多', async () => {
    const page = await fresh();
    await page.goto(suite.api.url + '/sup/order');
    await login(page, 'sup_kaolin', 'Supplier@2026');
    await page.waitForURL('**/sup/order');
    const expected = await unreadOf(page.context().request, 'sup_kaolin', 'Supplier@2026');
    expect(expected).toBeGreaterThanOrEqual(2);
    await expect.poll(() => countOf(page)).toBe(String(expected));
    await page.getByTestId('notice-bell').click();
    const panel = page.getByTestId('notice-panel');
    await panel.getByText('春节期间送货安排').waitFor();
    expect(await panel.getByRole('button', { name: '查看更多' }).count()).toBe(0);
    // buyer1's own announcement is not the supplier's.
    expect(await panel.getByText('请及时处理高岭土询价单报价比对').count()).toBe(0);
    expect(suite.errors).toEqual([]);
  });

  it('while the socket is down the bell polls every 6 s, and a failed poll stops the polling', async () => {
    const page = await fresh();
    // No realtime link for this browser: the bell falls back to polling.
    await page.route('**/socket.io/**', (route) => route.abort());
    const listCalls = watchListCalls(page);
    await page.goto(suite.api.url + '/user/login');
    await login(page, 'buyer2', 'Buyer@2026');
    await page.waitForURL('**/dashboard/analysis');
    const before = await unreadOf(page.context().request, 'buyer2', 'Buyer@2026');
    await expect.poll(() => countOf(page), { timeout: 20_000 }).toBe(String(before));
    expect(await page.getByTestId('notice-bell').getAttribute('data-live')).not.toBe('connected');

    const start = listCalls.length;
    await page.waitForTimeout(13_000);
    expect(listCalls.length - start).toBeGreaterThanOrEqual(2);

    // A release still reaches the bell, by the next poll.
    const admin = await adminSession();
    await admin.release({ titile: '仓库盘点期间暂停收货', msgContent: '<p>月底盘点。</p>', msgType: 'ALL' });
    await expect.poll(() => countOf(page), { timeout: 10_000 }).toBe(String(before + 1));

    // The next poll fails: it is said once, and nothing polls any more.
    await page.route('**/api/sys/annountCement/listByUser**', (route) => route.abort());
    await page.getByText('网络异常，请检查网络连接').waitFor({ timeout: 10_000 });
    const failedAt = listCalls.length;
    await page.waitForTimeout(13_000);
    expect(listCalls.length).toBe(failedAt);
    // The last count stays.
    expect(await countOf(page)).toBe(String(before + 1));
    expect(suite.errors).toEqual([]);
  });
});
