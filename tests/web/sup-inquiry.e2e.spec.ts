import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { webSuite } from '../support/web-suite';

/**
 * 我的询价 in chromium (real API, Temporal worker, the seed's accounts): buyer1 creates an inquiry,
 * invites 高岭土 supplier S001 and has it published (through the API); sup_kaolin quotes two lines,
 * is refused above the ceiling with the server's words, revises one line and sees its quote; the
 * buyer's cancellation reaches the open drawer without a reload.
 */
describe('a supplier quotes on an inquiry in 我的询价, in chromium', () => {
  const suite = webSuite({ runWorker: true });

  const call = async <T = Record<string, string>>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    token?: string,
  ): Promise<T> => {
    const query = method === 'GET' ? `?${new URLSearchParams(body as Record<string, string>)}` : '';
    const r = await fetch(`${suite.api.url}/api${path}${query}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
      ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
    });
    const answer = (await r.json()) as { success: boolean; message: string; result: T };
    if (!answer.success) throw new Error(`${path}: ${answer.message}`);
    return answer.result;
  };

  it('quotes two lines, is refused above the ceiling, revises one and sees it; a cancellation arrives live', async () => {
    const pages: Page[] = [];
    try {
      const db = suite.db.db;
      const buyer = await call('POST', '/sys/login', { username: 'buyer1', password: 'Buyer@2026' });
      const materials = await sql<{ id: string; name: string }>`
        select id, name from md_material where category_id = 'cat-raw-kaolin' order by code limit 2`.execute(
        db,
      );
      expect(materials.rows).toHaveLength(2);
      const deadline = new Date(Math.ceil((Date.now() + 2 * 3_600_000) / 60_000) * 60_000).toISOString();
      const { id } = await call(
        'POST',
        '/sourcing/project/add',
        {
          title: '高岭土年度询价（浏览器）',
          kind: 'inquiry',
          participation: 'invited',
          currency: 'CNY',
          quoteDeadline: deadline,
          lines: materials.rows.map((m) => ({
            materialId: m.id,
            quantity: '100',
            deliveryDate: '2027-03-01',
            deliveryPlace: '桐乡生产基地',
            ceilingPrice: '2000',
          })),
        },
        buyer.token,
      );
      await call('POST', '/sourcing/project/invite', { id, supplierId: 'S001' }, buyer.token);
      await call('POST', '/sourcing/project/submit', { id }, buyer.token);
      // The demo's 寻源项目发布审批: buyer1's department leader (approver1) approves.
      const approver = await call('POST', '/sys/login', { username: 'approver1', password: 'Approver@2026' });
      let tasks: Array<{ id: string }> = [];
      await expect
        .poll(
          async () =>
            (tasks = (
              await call<{ records: Array<{ id: string }> }>('GET', '/process/task/todo', {}, approver.token)
            ).records).length,
          { timeout: 30_000 },
        )
        .toBeGreaterThan(0);
      for (const task of tasks)
        await call(
          'POST',
          '/process/task/complete',
          { taskId: task.id, decision: 'approve' },
          approver.token,
        );
      await expect
        .poll(
          async () =>
            (await call<{ status: string }>('GET', '/sourcing/project/queryById', { id }, buyer.token))
              .status,
          {
            timeout: 60_000,
          },
        )
        .toBe('bidding');

      const sup = await suite.signIn('sup_kaolin', 'Supplier@2026');
      pages.push(sup);
      await sup.goto(suite.api.url + '/sup/inquiry');
      const row = sup.locator('.ant-table-row', { hasText: '高岭土年度询价（浏览器）' });
      await row.getByText('报价中').waitFor();
      await row.getByText('未报价').waitFor();
      await row
        .getByTestId('countdown')
        .getByText(/剩余 \d+小时/)
        .waitFor();
      await row.getByRole('button', { name: '报价' }).click();

      const form = sup.getByTestId('quote-form');
      const fill = async (line: number, price: string) => {
        const r = form.locator('.ant-table-tbody tr').nth(line);
        await r.getByPlaceholder('单价').fill(price);
        await r.getByPlaceholder('税率').fill('13');
        await r.getByPlaceholder('天').fill('15');
        const date = r.locator('.ant-picker input');
        await date.click();
        await date.fill('2027-06-30');
        await date.press('Enter');
      };
      await fill(0, '2500');
      await fill(1, '1280.5');
      await form.getByRole('button', { name: '提交报价' }).click();
      // Above the ceiling: the server's words, nothing recorded.
      await sup
        .getByTestId('quote-refusal')
        .getByText(`「${materials.rows[0]!.name}」的单价不能高于最高限价 2000.0000`)
        .waitFor();
      await form.locator('.ant-table-tbody tr').nth(0).getByPlaceholder('单价').fill('1350.25');
      await form.getByRole('button', { name: '提交报价' }).click();
      await sup.getByText('报价已提交').waitFor();
      const lines = sup.getByTestId('sup-project-lines');
      await lines.getByText('1350.2500（税率 13.00%，15天，至 2027-06-30）').waitFor();
      await lines.getByText('1280.5000（税率 13.00%，15天，至 2027-06-30）').waitFor();

      // A revision of one line, until the deadline.
      await form.locator('.ant-table-tbody tr').nth(1).getByPlaceholder('单价').fill('1266');
      await form.getByRole('button', { name: '修改报价' }).click();
      await sup.getByText('报价已修改').waitFor();
      await lines.getByText('1266.0000（税率 13.00%，15天，至 2027-06-30）').waitFor();
      await lines.getByText('1350.2500（税率 13.00%，15天，至 2027-06-30）').waitFor();
      await sup
        .getByTestId('sup-my-quote')
        .getByText(/我的报价（第1轮/)
        .waitFor();
      await row.getByText('已报价').waitFor();

      // The buyer cancels: the supplier's open drawer and list follow without a reload.
      await call('POST', '/sourcing/project/cancel', { id, reason: '需求变更' }, buyer.token);
      await sup.getByTestId('sup-project-status').getByText('已取消').waitFor();
      await row.getByText('已取消').waitFor();
      expect(suite.errors).toEqual([]);
    } catch (e) {
      await Promise.all(
        pages.map((p, i) => p.screenshot({ path: `/tmp/sup-inquiry-e2e-${i}.png` }).catch(() => undefined)),
      );
      throw e;
    }
  }, 300_000);
});
