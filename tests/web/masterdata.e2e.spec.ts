import { describe, expect, it } from 'vitest';
import { chooseOption } from '../support/antd';
import { webSuite } from '../support/web-suite';

/**
 * The generic master-data screen (menu component `masterdata/EntityList`) against the real API and
 * the seeded catalogue: 主数据 -> 物料 from the side menu, a search by name, a new material through
 * the declared form (required on blur, 物料编码 numbered by its fill rule), an edit, and its 变更历史 with the field's from -> to;
 * a tree entity (采购品类: roots, children on expand, 添加下级, a flat search) and 物料分类 (the category tree).
 */
describe('master data in chromium', () => {
  const suite = webSuite({ runWorker: false });
  const NAME = '端到端测试短切毡';

  it('a buyer opens 物料, searches by name, adds, edits and reads the change history', async () => {
    const page = await suite.signIn('admin', 'Admin@2026');
    await page.getByRole('menuitem', { name: '主数据' }).click();
    await page.getByRole('menuitem', { name: '物料', exact: true }).click();
    await page.waitForURL('**/masterdata/material');
    const view = page.getByTestId('active-view');
    await view.getByText('物料管理').first().waitFor();
    // The seeded catalogue, sorted by code.
    await view.locator('.ant-table-row').first().waitFor();

    // Search: the name contains 无捻粗纱.
    await view.getByPlaceholder('请输入物料名称').fill('无捻粗纱');
    await view.getByRole('button', { name: /查 询$/ }).click();
    await expect
      .poll(async () => {
        const names = await view.locator('.ant-table-row td:nth-child(3)').allTextContents();
        return names.length > 0 && names.every((n) => n.includes('无捻粗纱'));
      })
      .toBe(true);
    await view.getByRole('button', { name: /重 置$/ }).click();

    // Add: a required field left empty shows its message when it loses focus, before any submit;
    // 物料编码 may stay empty (the material fill rule numbers it, WL-YYYY-NNNNNN).
    await view.getByRole('button', { name: /新\s*增$/ }).click();
    const drawer = page.getByRole('dialog', { name: '新增物料' });
    const form = drawer.getByTestId('entity-form-material');
    const code = form.getByTestId('field-code');
    const name = form.getByTestId('field-name');
    await code.getByText('留空则按编码规则自动生成').waitFor();
    await code.locator('input').focus();
    await name.locator('input').focus();
    await form.getByTestId('field-specModel').locator('input').focus();
    await name.getByText('请输入物料名称!').waitFor();
    expect(await form.getByText('请输入物料编码!').count()).toBe(0);

    await name.locator('input').fill(NAME);
    await form.getByTestId('field-specModel').locator('input').fill('EMC450-1040');
    await chooseOption(page, form.getByTestId('field-materialType'), '辅料');
    await chooseOption(page, form.getByTestId('field-categoryId'), '辅料');
    await chooseOption(page, form.getByTestId('field-unitCode'), '千克', '千克');
    await drawer.getByRole('button', { name: /确\s*定/ }).click();
    await page.locator('.ant-message-notice').filter({ hasText: /成功/ }).first().waitFor();
    await drawer.waitFor({ state: 'hidden' });

    // The new row, found by its name, numbered by the rule.
    await view.getByPlaceholder('请输入物料名称').fill(NAME);
    await view.getByRole('button', { name: /查 询$/ }).click();
    const row = view.locator('.ant-table-row').filter({ hasText: NAME });
    await row.getByText(/^WL-\d{4}-\d{6}$/).waitFor();
    await expect.poll(() => view.locator('.ant-table-row').count()).toBe(1);

    // Edit the specification.
    await row.getByText('编辑').click();
    const editor = page.getByRole('dialog', { name: '编辑物料' });
    const spec = editor.getByTestId('field-specModel').locator('input');
    await expect.poll(() => spec.inputValue()).toBe('EMC450-1040');
    await spec.fill('EMC300-1270');
    await editor.getByRole('button', { name: /确\s*定/ }).click();
    await editor.waitFor({ state: 'hidden' });
    await row.getByText('EMC300-1270').waitFor();

    // 变更历史: the edit's field from -> to, and the creation.
    await row.getByText('变更历史').click();
    const history = page.getByRole('dialog', { name: '物料变更历史' });
    await history.getByText('规格型号：EMC450-1040 → EMC300-1270').waitFor();
    await history.getByText(/新增/).first().waitFor();
    expect(await history.getByTestId('history-entry').count()).toBe(2);
    expect(suite.errors).toEqual([]);
  });

  it('a tree entity (采购品类) and 物料分类 show their roots and load children on expand', async () => {
    const page = await suite.signIn('admin', 'Admin@2026');
    await page.getByRole('menuitem', { name: '主数据' }).click();
    await page.getByRole('menuitem', { name: '采购品类', exact: true }).click();
    await page.waitForURL('**/masterdata/purchaseCategory');
    const view = page.getByTestId('active-view');
    const rows = view.locator('.ant-table-row');
    // By its name cell: its children's 采购组 (原燃材料采购组...) holds the same words.
    const root = rows.filter({ has: page.getByText('原燃材料', { exact: true }) });
    await root.waitFor();
    // The roots only: a child shows once its root is expanded.
    expect(await rows.filter({ hasText: '矿物原料' }).count()).toBe(0);
    await root.locator('.ant-table-row-expand-icon').click();
    await rows.filter({ hasText: '矿物原料' }).waitFor();

    // 添加下级: the form names the parent; the saved child shows under it.
    await root.getByText('添加下级').click();
    const drawer = page.getByRole('dialog', { name: '添加下级' });
    expect(await drawer.getByTestId('entity-form-parent').inputValue()).toBe('原燃材料（PC01）');
    const form = drawer.getByTestId('entity-form-purchaseCategory');
    await form.getByTestId('field-code').locator('input').fill('PC0199');
    await form.getByTestId('field-name').locator('input').fill('端到端下级品类');
    await drawer.getByRole('button', { name: /确\s*定/ }).click();
    await drawer.waitFor({ state: 'hidden' });
    await rows.filter({ hasText: '端到端下级品类' }).waitFor();

    // A search lists the matching rows flat: the child without its root.
    await view.getByPlaceholder('请输入品类名称').fill('端到端下级');
    await view.getByRole('button', { name: /查 询$/ }).click();
    await expect.poll(() => root.count()).toBe(0);
    expect(await rows.allTextContents()).toEqual([expect.stringContaining('端到端下级品类')]);

    // 物料分类: the category tree the material's 物料分类 picks from.
    await page.getByRole('menuitem', { name: '物料分类', exact: true }).click();
    await page.waitForURL('**/masterdata/materialCategory');
    const category = view
      .locator('.ant-table-row')
      .filter({ has: page.getByText('原材料', { exact: true }) });
    await category.waitFor();
    await category.locator('.ant-table-row-expand-icon').click();
    await view.locator('.ant-table-row').filter({ hasText: '高岭土' }).waitFor();
    expect(suite.errors).toEqual([]);
  });
});
