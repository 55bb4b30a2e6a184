import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { webSuite } from '../support/web-suite';

type Envelope<T> = { success: boolean; message: string; result: T };

/**
 * 抄送 in chromium against the real API, Temporal worker and seeded tenant: the demo 采购申请审批 copies
 * the 财务 role at its end. buyer1 submits and approver1 approves (through the API); finance1 finds the copy
 * in the bell, 处理 opens 抄送我的 on the instance, and the copy is then 已读.
 */
describe('抄送我的 in chromium', () => {
  const suite = webSuite({ runWorker: true });
  const view = (page: Page) => page.getByTestId('active-view');

  /** A user's API session (its own request context and token). */
  const session = async (username: string, password: string) => {
    const request: APIRequestContext = (await suite.browser.newContext()).request;
    const login = (await (
      await request.post(`${suite.api.url}/api/sys/login`, { data: { username, password } })
    ).json()) as Envelope<{ token: string }>;
    const headers = { 'x-access-token': login.result.token };
    return {
      get: async <T>(path: string) =>
        ((await (await request.get(`${suite.api.url}/api${path}`, { headers })).json()) as Envelope<T>)
          .result,
      post: async <T>(path: string, data: unknown) =>
        (await (await request.post(`${suite.api.url}/api${path}`, { headers, data })).json()) as Envelope<T>,
    };
  };

  it('the end of an approval copies 财务: the bell has it and 处理 opens the instance in 抄送我的', async () => {
    const pages: Page[] = [];
    try {
      const buyer = await session('buyer1', 'Buyer@2026');
      const started = await buyer.post<{ instanceId: string }>('/process/instance/start', {
        documentType: 'purchaseRequisition',
        businessKey: 'PR-CC-001',
        title: '叶蜡石采购申请',
        variables: { amount: 5000 },
      });
      expect(started).toMatchObject({ success: true, message: '提交成功' });

      // finance1 has nothing yet in 抄送我的.
      const finance = await suite.signIn('finance1', 'Finance@2026');
      pages.push(finance);
      await finance.goto(suite.api.url + '/process/ccTask');
      await view(finance).getByTestId('cc-list').locator('.ant-empty').waitFor();

      const approver = await session('approver1', 'Approver@2026');
      let task: { id: string } | undefined;
      await expect
        .poll(
          async () =>
            (task = (await approver.get<{ records: { id: string }[] }>('/process/task/todo')).records[0]),
          { timeout: 30_000 },
        )
        .toBeDefined();
      const done = await approver.post('/process/task/complete', { taskId: task!.id, decision: 'approve' });
      expect(done).toMatchObject({ success: true, message: '办理成功' });

      // The copy arrives in the open list without a reload, unread.
      const row = view(finance).getByTestId('cc-list').locator('tr', { hasText: '叶蜡石采购申请' });
      await row.getByText('未读').waitFor({ timeout: 30_000 });
      await row.getByRole('cell', { name: '审批通过' }).waitFor();
      await row.getByRole('cell', { name: '采购申请审批' }).waitFor();
      await row.getByRole('cell', { name: '张伟' }).waitFor();

      // The bell has it; 处理 opens the instance in 抄送我的 and marks the copy read.
      await finance.getByTestId('notice-bell').click();
      const notices = finance.getByTestId('notice-panel');
      await notices.getByText(/^系统消息/).click();
      await notices.getByText('抄送：叶蜡石采购申请').click();
      const notice = finance.getByRole('dialog').filter({ has: finance.getByTestId('announcement-dialog') });
      await notice.getByText(/「审批通过」抄送给您/).waitFor();
      await notice.getByRole('button', { name: /处\s*理/ }).click();
      await finance.getByTestId('instance-view').getByText('PR-CC-001').waitFor();
      await finance.getByTestId('instance-timeline').getByText('「审批通过」抄送 孙丽').waitFor();
      await finance.getByRole('dialog').locator('.ant-drawer-close').click();
      await row.getByText('已读').waitFor();
      expect(suite.errors).toEqual([]);
    } catch (e) {
      await Promise.all(
        pages.map((p, i) => p.screenshot({ path: `/tmp/cc-e2e-${i}.png` }).catch(() => undefined)),
      );
      throw e;
    }
  }, 240_000);
});
