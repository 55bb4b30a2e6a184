import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../support/antd';
import { webSuite } from '../support/web-suite';

type Answer = { success: boolean; message: string; result: Record<string, unknown> };

/**
 * 询价 in chromium against the real API, Temporal worker and demo seed: buyer1 creates an inquiry
 * from a material, is refused a supplier outside the category's pool (the reason shown as given),
 * invites 江苏浸润剂化工, submits it for publication; approver1 approves (API), the supplier quotes
 * (API), the round closes at its deadline, and the buyer reads the 比价 matrix, awards and publishes
 * the result.
 */
describe('an inquiry from the buyer’s screens, in chromium', () => {
  const suite = webSuite({ runWorker: true });
  const TITLE = '浸润剂硅烷年度询价';
  const CHEM = '江苏浸润剂化工有限公司';
  const PACK = '浙江恒通包装材料有限公司';

  const call = async (method: 'GET' | 'POST', path: string, token: string | null, body?: unknown) => {
    const r = await fetch(`${suite.api.url}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await r.json()) as Answer;
    if (!answer.success) throw new Error(`${path}: ${answer.message}`);
    return answer.result;
  };
  const login = async (username: string, password: string) =>
    (await call('POST', '/sys/login', null, { username, password }))['token'] as string;
  const approveAll = async (token: string) => {
    let tasks: { id: string; claimed: boolean }[] = [];
    await expect
      .poll(
        async () => {
          tasks =
            ((await call('GET', '/process/task/todo', token))['records'] as typeof tasks | undefined) ?? [];
          return tasks.length;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    for (const task of tasks) {
      // A role's task (财务审批) is signed for first.
      if (!task.claimed) await call('POST', '/process/task/claim', token, { taskId: task.id });
      await call('POST', '/process/task/complete', token, { taskId: task.id, decision: 'approve' });
    }
  };
  const toast = (page: Page, text: string) =>
    page.locator('.ant-message-notice').filter({ hasText: text }).first().waitFor();
  const pickDate = async (input: Locator, value: string) => {
    await input.click();
    await input.fill(value);
    await input.press('Enter');
  };

  it('creates, invites, submits, compares and awards an inquiry', async () => {
    const pages: Page[] = [];
    try {
      // The demo's own approvals: 寻源项目发布审批 (the department leader, approver1) and 定标审批
      // (approver1, then the finance role: finance1).
      const admin = await login('admin', 'Admin@2026');
      const approver = await login('approver1', 'Approver@2026');
      const finance = await login('finance1', 'Finance@2026');
      const supplier = await login('sup_chem', 'Supplier@2026');

      const page = await suite.signIn('buyer1', 'Buyer@2026');
      pages.push(page);
      await page.getByRole('menuitem', { name: '寻源管理' }).click();
      await page.getByRole('menuitem', { name: '询价单' }).click();
      await page.waitForURL('**/sourcing/inquiry');
      const view = page.getByTestId('active-view');
      await view.getByRole('button', { name: '新建询价' }).click();

      // The quote deadline: a whole minute, far enough ahead for the approval and the quote.
      const deadline = new Date(Math.ceil((Date.now() + 100_000) / 60_000) * 60_000);
      const local = (d: Date) => {
        const cst = new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString();
        return `${cst.slice(0, 10)} ${cst.slice(11, 16)}`;
      };
      const form = page.getByRole('dialog', { name: '新建询价项目' });
      await form.getByLabel('项目名称').fill(TITLE);
      await pickDate(form.getByLabel('报价截止时间'), local(deadline));
      const line = form.locator('.ant-table-row').first();
      await chooseOption(page, line.locator('td').first(), '硅烷偶联剂', '硅烷偶联剂');
      await line.getByLabel('数量').fill('1200');
      await pickDate(line.getByLabel('交货日期'), '2027-01-20');
      await line.getByLabel('交货地点').fill('桐乡基地二号仓');
      await form.getByRole('button', { name: /保\s*存/ }).click();
      await toast(page, '保存成功');

      // The new project's drawer opens: invitations, with the supplier master's refusal as given.
      const drawer = page.getByRole('dialog', { name: /询价项目：XJ-/ });
      await drawer.getByText('草稿').first().waitFor();
      await drawer.getByRole('tab', { name: /供应商/ }).click();
      const picker = drawer.locator('.ant-space-item').filter({ has: page.locator('#invite-supplier') });
      await chooseOption(page, picker, PACK, '恒通');
      await drawer.getByRole('button', { name: '邀请供应商' }).click();
      await drawer
        .getByText(`供应商「${PACK}」不在品类「浸润剂」的资源池中，不能邀请`, { exact: true })
        .waitFor();
      await chooseOption(page, picker, CHEM, '浸润剂');
      await drawer.getByRole('button', { name: '邀请供应商' }).click();
      await toast(page, '邀请成功');
      await drawer.getByRole('cell', { name: CHEM }).waitFor();

      await drawer.getByRole('button', { name: '提交发布审批' }).click();
      await page
        .locator('.ant-popover')
        .getByRole('button', { name: /确\s*定/ })
        .click();
      await toast(page, '已提交审批');
      await drawer.getByText('发布审批中').first().waitFor();

      // approver1 approves; the round opens; the supplier quotes in its own session.
      await approveAll(approver);
      let projectId = '';
      await expect
        .poll(
          async () => {
            const list = (await call('GET', '/sup/sourcing/project/list', supplier)) as unknown as {
              id: string;
              status: string;
            }[];
            projectId = list[0]?.id ?? '';
            return list[0]?.status;
          },
          { timeout: 30_000 },
        )
        .toBe('bidding');
      const mine = await call('GET', `/sup/sourcing/project/queryById?id=${projectId}`, supplier);
      const lineId = (mine['lines'] as { lineId: string }[])[0]!.lineId;
      await call('POST', '/sup/sourcing/quote', supplier, {
        projectId,
        lines: [{ lineId, price: '18.5', taxRate: '13', leadTimeDays: 14, validUntil: '2027-06-30' }],
        attachments: [],
      });

      // The workflow closes the round at its deadline: the project is then 评审中.
      await expect
        .poll(
          async () =>
            (await call('GET', `/sourcing/project/queryById?id=${projectId}`, admin))['status'] as string,
          { timeout: 240_000, interval: 2_000 },
        )
        .toBe('evaluation');
      const reopen = async () => {
        await drawer.locator('.ant-drawer-close').click();
        await view.locator('.anticon-reload').first().click();
        await view.locator('.ant-table-row').filter({ hasText: TITLE }).getByText('查看').click();
      };
      await reopen();
      await drawer.getByText('评审中').first().waitFor();
      await drawer.getByRole('tab', { name: '比价' }).click();
      await drawer.getByText('18.5000 最低').waitFor();

      await drawer.getByRole('button', { name: /^定\s*标$/ }).click();
      const award = page.getByRole('dialog', { name: '定标' });
      await expect.poll(() => award.getByLabel(/中标数量/).inputValue()).toBe('1200.000');
      await award.getByRole('button', { name: '提交定标审批' }).click();
      await toast(page, '已提交定标审批');

      await approveAll(approver);
      await approveAll(finance);
      await expect
        .poll(
          async () =>
            (await call('GET', `/sourcing/project/queryById?id=${projectId}`, admin))['status'] as string,
          { timeout: 30_000 },
        )
        .toBe('awarded');
      await reopen();
      await drawer.getByRole('tab', { name: '定标结果' }).click();
      await drawer.getByRole('cell', { name: CHEM }).waitFor();
      await drawer.getByRole('button', { name: '结果公示' }).click();
      await page
        .locator('.ant-popover')
        .getByRole('button', { name: /确\s*定/ })
        .click();
      await toast(page, '结果已公示');
      await drawer.getByText('结果已公示').first().waitFor();

      // 定标结果 lists it with its awards.
      await drawer.locator('.ant-drawer-close').click();
      await page.getByRole('menuitem', { name: '定标结果' }).click();
      await page.waitForURL('**/sourcing/result');
      const result = view.locator('.ant-table-row').filter({ hasText: TITLE });
      await result.locator('.ant-table-row-expand-icon').click();
      await view.getByRole('cell', { name: CHEM, exact: true }).waitFor();
      await view.getByRole('cell', { name: '1200.000 KG', exact: true }).waitFor();
      expect(suite.errors).toEqual([]);
    } catch (e) {
      await Promise.all(
        pages.map((p, i) => p.screenshot({ path: `/tmp/sourcing-e2e-${i}.png` }).catch(() => undefined)),
      );
      throw e;
    }
  }, 420_000);
});
