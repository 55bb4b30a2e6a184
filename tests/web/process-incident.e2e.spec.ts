import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { webSuite } from '../support/web-suite';

/**
 * 异常 in chromium against the real API, Temporal worker and seeded tenant: with no department leader, the
 * buyer's 采购申请 cannot find its first approver; the administrator sees 异常 in 流程实例, the node and message on
 * the instance page, gives the department its leader back and presses 重试: the task is created.
 */
describe('process incidents in chromium', () => {
  const suite = webSuite({ runWorker: true });
  const view = (page: Page) => page.getByTestId('active-view');

  it('nobody to approve is shown as 异常; the administrator fixes it and 重试 creates the task', async () => {
    const pages: Page[] = [];
    try {
      const db = suite.db.db;
      const leaders = await db.selectFrom('sys_depart_role_user').selectAll().execute();
      expect(leaders.length).toBeGreaterThan(0);
      await db.deleteFrom('sys_depart_role_user').execute();

      const buyer = await suite.signIn('buyer1', 'Buyer@2026');
      pages.push(buyer);
      await buyer.goto(suite.api.url + '/process/instance');
      await view(buyer).getByRole('button', { name: '发起审批' }).click();
      const start = buyer.getByRole('dialog').filter({ hasText: '业务编号' });
      await start.locator('.ant-select').click();
      await buyer.locator('.ant-select-dropdown:visible .ant-select-item-option[title="采购申请"]').click();
      await start.getByPlaceholder('请输入业务编号').fill('PR-2026-0777');
      await start.getByPlaceholder('请输入标题').fill('无人审批的采购申请');
      await start.getByPlaceholder('请输入金额').fill('5000');
      await start.locator('.ant-modal-footer .ant-btn-primary').click();
      await buyer.getByText('提交成功').waitFor();
      // The initiator sees the 异常 but has no 重试.
      const mine = buyer.getByTestId('instance-incidents');
      await mine.getByText('没有找到处理人').waitFor();
      expect(await mine.getByRole('button', { name: /重\s*试/ }).count()).toBe(0);

      const admin = await suite.signIn('admin', 'Admin@2026');
      pages.push(admin);
      await admin.goto(suite.api.url + '/process/instance');
      const row = view(admin).locator('tr', { hasText: '无人审批的采购申请' });
      await row.getByText('异常 1').waitFor();
      await row.getByRole('button', { name: '查看' }).click();
      const incidents = admin.getByTestId('instance-incidents');
      await incidents.getByRole('cell', { name: '部门负责人审批', exact: true }).waitFor();
      await incidents.getByText('用户任务「部门负责人审批」没有找到处理人').waitFor();
      await admin
        .getByTestId('instance-timeline')
        .getByText(/^异常：节点「部门负责人审批」/)
        .waitFor();

      await db.insertInto('sys_depart_role_user').values(leaders).execute();
      await incidents.getByRole('button', { name: /重\s*试/ }).click();
      await admin.getByText('已重试').first().waitFor();
      await incidents.getByText('已重试').waitFor();
      await admin.getByTestId('instance-tasks').getByText('部门负责人审批').waitFor();
      await admin.getByTestId('instance-tasks').getByText('待处理').waitFor();
      await admin.getByTestId('instance-timeline').getByText('重试异常').waitFor();
      expect(suite.errors).toEqual([]);
    } catch (e) {
      await Promise.all(
        pages.map((p, i) => p.screenshot({ path: `/tmp/incident-e2e-${i}.png` }).catch(() => undefined)),
      );
      throw e;
    }
  }, 240_000);
});
