import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../support/antd';
import { webSuite } from '../support/web-suite';

/**
 * The generic master-data screen (menu component `masterdata/EntityList`) against the real API and
 * the seeded catalogue: 主数据 -> 物料 from the side menu, a search by name, a new material through
 * the declared form (required on blur, 物料编码 numbered by its fill rule), an edit, and its 变更历史 with the field's from -> to;
 * a tree entity (采购品类: roots, children on expand, 添加下级, a flat search) and 物料分类 (the category tree);
 * 物料's search in each of its query views (text contains, dictionary, category tree, a tex range), the
 * super query, an export read back and imported again with one bad row (the 201 error-file dialog);
 * a supplier's 我的样品 (the `sup` variant: its own rows, its actions, read-only fields).
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

  it('a buyer searches 物料 in each query view and by the super query, exports and imports them back', async () => {
    const page = await suite.signIn('admin', 'Admin@2026', { acceptDownloads: true });
    await page.getByRole('menuitem', { name: '主数据' }).click();
    await page.getByRole('menuitem', { name: '物料', exact: true }).click();
    await page.waitForURL('**/masterdata/material');
    const view = page.getByTestId('active-view');
    const rows = view.locator('.ant-table-row');
    await rows.first().waitFor();
    /** The search form's item of a query field, by its label. */
    const item = (label: string) => view.locator(`.ant-form-item:has(label[title="${label}"])`);
    /** The texts of a list column (1: the code; the selection box is the first cell). */
    const cells = (n: number) => view.locator(`.ant-table-row td:nth-child(${n + 1})`).allTextContents();
    const total = () => view.locator('.ant-pagination-total-text').textContent();
    const search = () => view.getByRole('button', { name: /查 询$/ }).click();
    const reset = () => view.getByRole('button', { name: /重 置$/ }).click();
    /** Every shown row passes, once the list has answered the search. */
    const allRows = (n: number, ok: (text: string) => boolean) =>
      expect
        .poll(async () => {
          const texts = await cells(n);
          return texts.length > 0 && texts.every(ok);
        })
        .toBe(true);

    // Text (contains): 物料编码 with RV01.
    await item('物料编码').locator('input').fill('RV01');
    await search();
    await allRows(1, (t) => t.includes('RV01'));
    await reset();

    // Dictionary (list): 物料类型 原材料 (the first page is 化工原料); then 玻璃成分 耐腐蚀无硼(ECR).
    await chooseOption(page, item('物料类型'), '原材料');
    await search();
    await allRows(4, (t) => t === '原材料');
    await reset();
    await chooseOption(page, item('玻璃成分'), '耐腐蚀无硼(ECR)');
    await search();
    await allRows(6, (t) => t === '耐腐蚀无硼(ECR)');
    await reset();

    // Range (group): 线密度(tex) 2400 ~ 4800.
    await item('线密度(tex)').getByPlaceholder('开始').fill('2400');
    await item('线密度(tex)').getByPlaceholder('结束').fill('4800');
    await search();
    await allRows(7, (t) => {
      const tex = Number(t.replace(/,/g, ''));
      return t !== '' && tex >= 2400 && tex <= 4800;
    });
    await reset();

    // Category tree (cat_tree): 原材料 / 高岭土, a lazily loaded child: 2 names x 3 meshes x 2 packages.
    await pickTreeNode(page, item('物料分类'), '原材料', '高岭土');
    await search();
    await expect.poll(total).toBe('1-10 共12条');
    await allRows(2, (t) => t.includes('高岭土'));

    // Export what the list shows: the 12 rows, dictionary and reference texts in their columns.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      view.getByRole('button', { name: /导\s*出/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('物料列表.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      '物料编码',
      '物料名称',
      '规格型号',
      '物料类型',
      '计量单位',
      '玻璃成分',
      '线密度(tex)',
      '单丝直径(μm)',
      '浸润剂类型',
      '状态',
    ]);
    const data = sheet.getRows(2, sheet.rowCount - 1)!;
    expect(data).toHaveLength(12);
    for (const r of data) {
      expect(String(r.getCell(2).value)).toContain('高岭土');
      expect(r.getCell(4).value).toBe('原材料');
    }

    // Import them back as new codes, with the 物料分类 column the list does not show, and one bad
    // 物料类型: the 201 answer's dialog with the error file (spec §8), the 11 good rows listed.
    sheet.getCell(1, 11).value = '物料分类';
    data.forEach((r, i) => {
      r.getCell(1).value = `E2E.${String(i + 1).padStart(4, '0')}`;
      r.getCell(11).value = '高岭土';
    });
    data[11]!.getCell(4).value = '不存在的类型';
    await view.locator('input[type=file]').setInputFiles({
      name: 'materials.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await book.xlsx.writeBuffer()),
    });
    await page.locator('.ant-modal-confirm-title', { hasText: '文件导入完成，成功11条，失败1条' }).waitFor();
    const result = page.getByTestId('import-result');
    await expect.poll(() => result.textContent()).toContain('具体详情请 点击下载');
    await result.getByRole('link', { name: '点击下载' }).waitFor();
    await page.getByRole('dialog').locator('.ant-btn-primary').last().click();
    await reset();
    await item('物料编码').locator('input').fill('E2E.');
    await search();
    await expect.poll(total).toBe('1-10 共11条');
    await allRows(4, (t) => t === '原材料');

    // Super query (高级查询): 物料名称 equal to 萤石粉 (3 meshes x 2 packages), then its 重置.
    await reset();
    await view.getByRole('button', { name: /高级查询/ }).click();
    const builder = page.getByTestId('super-query');
    await builder.locator('.ant-select').nth(1).click();
    await page.locator('.ant-select-item-option[title="物料名称"]').click();
    await builder.getByPlaceholder('请输入值').fill('萤石粉');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /查\s+询/ })
      .click();
    await expect.poll(total).toBe('1-6 共6条');
    await allRows(2, (t) => t === '萤石粉');
    await view.getByRole('button', { name: /高级查询/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /重\s+置/ })
      .click();
    await expect.poll(async () => (await cells(2)).some((t) => t !== '萤石粉')).toBe(true);
    expect(suite.errors).toEqual([]);
  });

  it('a supplier opens 我的样品 (the sup variant): its own samples only, edits the shipment, not the request', async () => {
    const page = await suite.signIn('sup_chem', 'Supplier@2026');
    await page.getByRole('menuitem', { name: '主数据协同' }).click();
    await page.getByRole('menuitem', { name: '我的样品', exact: true }).click();
    await page.waitForURL('**/sup/masterdata/sample');
    const view = page.getByTestId('active-view');
    const rows = view.locator('.ant-table-row');
    // S002's two samples; S001's and S003's are not listed.
    await expect
      .poll(async () => (await view.locator('.ant-table-row td:nth-child(2)').allTextContents()).sort())
      .toEqual(['YP-2025-000002', 'YP-2025-000003']);
    // Its actions are list and edit: no 新增, 删除 or 导入.
    expect(await view.getByRole('button', { name: /新\s*增$/ }).count()).toBe(0);
    expect(await view.getByRole('button', { name: /导\s*入/ }).count()).toBe(0);
    expect(await view.getByText('删除').count()).toBe(0);

    // 编辑: the buyer's request is read-only, the shipment is the supplier's to fill in.
    const row = rows.filter({ hasText: 'YP-2025-000003' });
    await row.getByText('编辑').click();
    const editor = page.getByRole('dialog', { name: '编辑样品' });
    const form = editor.getByTestId('entity-form-sample');
    await expect
      .poll(() => form.getByTestId('field-sampleName').locator('input').inputValue())
      .toBe('环氧树脂乳液');
    expect(await form.getByTestId('field-sampleName').locator('input').isDisabled()).toBe(true);
    const date = form.getByTestId('field-sendDate').locator('input');
    await date.click();
    await date.fill('2025-12-01');
    await date.press('Enter');
    await form.getByTestId('field-trackingNo').locator('input').fill('SF1500000000001');
    await editor.getByRole('button', { name: /确\s*定/ }).click();
    await editor.waitFor({ state: 'hidden' });
    await row.getByText('SF1500000000001').waitFor();
    await row.getByText('2025-12-01').waitFor();

    await row.getByText('变更历史').click();
    const history = page.getByRole('dialog', { name: '样品变更历史' });
    await history.getByText('快递单号：').first().waitFor();
    await history.getByText(/SF1500000000001/).waitFor();
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

/** Picks a child of a lazily loaded TreeSelect: opens the select, expands `parent`, clicks `child`. */
async function pickTreeNode(page: Page, scope: Locator, parent: string, child: string): Promise<void> {
  await scope.locator('.ant-select-selector').click();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await dropdown
    .locator('.ant-select-tree-treenode')
    .filter({ has: page.locator('.ant-select-tree-title', { hasText: new RegExp(`^${parent}$`) }) })
    .locator('.ant-select-tree-switcher')
    .click();
  await dropdown.locator('.ant-select-tree-title', { hasText: new RegExp(`^${child}$`) }).click();
  await expect.poll(() => dropdown.count(), { timeout: 10_000 }).toBe(0);
}
