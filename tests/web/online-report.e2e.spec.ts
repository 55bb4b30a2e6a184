import { describe, expect, it } from 'vitest';
import { chooseOption } from '../support/antd';
import { webSuite } from '../support/web-suite';

/**
 * 在线报表 against the real API and the seeded catalogue: the administrator defines a report over 物料
 * in 系统管理 -> Online报表 (the entity's fields offered by its declaration), opens it as a list and
 * searches it.
 */
describe('online reports in chromium', () => {
  const suite = webSuite({ runWorker: false });

  it('an administrator defines a report over 物料, opens it as a list and searches it', async () => {
    const page = await suite.signIn('admin', 'Admin@2026');
    await page.getByRole('menuitem', { name: '系统管理' }).click();
    await page.getByRole('menuitem', { name: 'Online报表' }).click();
    await page.waitForURL('**/online/cgreport');
    const view = page.getByTestId('active-view');
    // The seeded reports.
    await view.getByText('物料价格历史').waitFor();

    await view.getByRole('button', { name: /新\s*增$/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '新增报表' });
    await dialog.getByPlaceholder('如 material_brief（popup编码）').fill('e2e_material');
    await dialog.getByPlaceholder('请输入报表名称').fill('物料速查');
    await chooseOption(
      page,
      dialog.locator('.ant-form-item').filter({ hasText: '数据来源' }).locator('.ant-select'),
      '物料（material）',
      'material',
    );
    // The entity's first fields become the columns.
    await expect.poll(() => dialog.getByPlaceholder('标题（默认字段名称）').count()).toBeGreaterThan(2);
    await dialog.getByText('添加查询条件').click();
    const queryRow = dialog.locator('.ant-pro-form-list-item').last();
    await chooseOption(page, queryRow.locator('.ant-select').first(), '物料名称（name）', '物料名称');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.locator('.ant-message-notice').filter({ hasText: '添加成功' }).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const row = view.locator('.ant-table-row').filter({ hasText: 'e2e_material' });
    await row.getByText('物料速查').waitFor();
    await row.getByRole('button', { name: '打开' }).click();
    await page.waitForURL('**/online/cgreport/view?code=e2e_material');
    const report = page.getByTestId('active-view');
    await report.getByText('物料速查').first().waitFor();
    await report.locator('.ant-table-row').first().waitFor();
    expect(await report.locator('.ant-table-thead th').allTextContents()).toEqual(
      expect.arrayContaining(['物料编码', '物料名称']),
    );

    await report.getByPlaceholder('请输入物料名称').fill('无捻粗纱');
    await report.getByRole('button', { name: /查\s*询$/ }).click();
    await expect
      .poll(async () => {
        const rows = await report.locator('.ant-table-row').allTextContents();
        return rows.length > 0 && rows.every((r) => r.includes('无捻粗纱'));
      })
      .toBe(true);
    expect(suite.errors).toEqual([]);
  });
});
