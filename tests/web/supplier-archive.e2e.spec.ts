import { describe, expect, it } from 'vitest';
import { webSuite } from '../support/web-suite';

/**
 * 供应商档案 in chromium against the real API and the seeded supplier master: a buyer opens the list
 * from the side menu, finds a supplier, reads its archive (qualifications) and puts it on the
 * blacklist with a reason; the archive and the list then show it barred.
 */
describe('supplier archive in chromium', () => {
  const suite = webSuite({ runWorker: false });
  const COMPANY = '嘉兴宏达托盘制造有限公司';

  it('a buyer opens 供应商档案, a supplier, and blacklists it with a reason', async () => {
    const page = await suite.signIn('buyer1', 'Buyer@2026');
    await page.getByRole('menuitem', { name: '供应商管理' }).click();
    await page.getByRole('menuitem', { name: '供应商档案' }).click();
    await page.waitForURL('**/supplier/list');
    const view = page.getByTestId('active-view');
    await view.locator('.ant-table-row').first().waitFor();

    await view.getByLabel('企业名称').fill('宏达托盘');
    await view.getByRole('button', { name: /查 询$/ }).click();
    const row = view.locator('.ant-table-row').filter({ hasText: COMPANY });
    await row.waitFor();
    await expect.poll(() => view.locator('.ant-table-row').count()).toBe(1);
    await row.getByText('查看').click();

    const drawer = page.getByRole('dialog', { name: `供应商档案：${COMPANY}` });
    await drawer.getByText('统一社会信用代码').waitFor();
    await drawer.getByRole('tab', { name: /资质/ }).click();
    await drawer.getByText('营业执照').first().waitFor();

    await drawer.getByRole('button', { name: '拉入黑名单' }).click();
    const modal = page.getByRole('dialog', { name: `拉入黑名单：${COMPANY}` });
    await modal.getByRole('button', { name: '拉入黑名单' }).click();
    await modal.getByText('请填写拉入黑名单的原因').waitFor();
    await modal.getByLabel('拉黑原因').fill('托盘承重不达标，造成纱锭跌落');
    await modal.getByRole('button', { name: '拉入黑名单' }).click();
    await page.locator('.ant-message-notice').filter({ hasText: '已拉入黑名单' }).first().waitFor();
    await modal.waitFor({ state: 'hidden' });

    // The archive shows the bar and its history; the button now lifts it.
    await drawer.getByRole('button', { name: '解除黑名单' }).waitFor();
    await drawer.getByRole('tab', { name: /黑名单记录/ }).click();
    await drawer.getByRole('cell', { name: '托盘承重不达标，造成纱锭跌落' }).waitFor();
    await drawer.getByRole('cell', { name: '生效中' }).waitFor();
    await drawer.locator('.ant-drawer-close').click();
    await row.getByText('黑名单', { exact: true }).waitFor();
  });
});
