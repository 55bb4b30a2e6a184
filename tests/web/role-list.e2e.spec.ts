import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { webSuite } from '../support/web-suite';

/**
 * The generic list page on a real view: 角色管理 (`system/RoleList`) against the real API and the seeded
 * demo tenant (spec §2 "Generic list page", §5 batch delete, §6 button rule, §8 delete confirm and
 * import 201, §9 paging text).
 */
describe('role list (generic list page) in chromium', () => {
  const suite = webSuite();

  const login = suite.fillLogin;
  const fresh = async () => {
    const page = await (await suite.browser.newContext({ acceptDownloads: true })).newPage();
    page.on('pageerror', (e) => suite.errors.push(e.message));
    return page;
  };
  /** The role list of the active tab. */
  const view = (page: Page) => page.getByTestId('active-view');
  const rows = (page: Page) => view(page).locator('tbody tr.ant-table-row');
  const total = (page: Page) => view(page).locator('.ant-pagination-total-text');
  const button = (page: Page, name: RegExp) => view(page).getByRole('button', { name });
  /** The primary (OK) button of the open dialog, whatever the locale calls it. */
  const confirmButton = (page: Page) => page.getByRole('dialog').locator('.ant-btn-primary').last();
  const pageSize = (page: Page) =>
    view(page).locator('.ant-pagination-options .ant-select-selection-item').textContent();

  it('an administrator lists, adds, searches, exports, imports and batch-deletes roles', async () => {
    const page = await fresh();
    await page.goto(suite.api.url + '/user/login');
    await login(page, 'admin', 'Admin@2026');
    await page.waitForURL('**/dashboard/analysis');
    await page.getByRole('menuitem', { name: '系统管理' }).click();
    await page.getByRole('menuitem', { name: '角色管理' }).click();
    await page.waitForURL('**/isystem/role');

    // The seeded roles, with the spec's total text.
    await expect.poll(() => total(page).textContent()).toBe('1-6 共6条');
    for (const name of ['系统管理员', '采购员', '审批人', '财务', '审计员', '供应商'])
      await view(page).getByRole('cell', { name, exact: true }).waitFor();

    // Batch delete with nothing selected.
    await button(page, /批量删除/).click();
    await page.getByText('请选择一条记录！').waitFor();

    // 新增: the code is checked for duplicates, then the role is saved and listed.
    await button(page, /新\s*增/).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '角色编码' });
    await dialog.getByPlaceholder('请输入角色名称').fill('浏览器测试角色');
    await dialog.getByPlaceholder('请输入角色编码').fill('admin');
    await dialog.getByPlaceholder('请输入描述').click();
    await dialog.getByText('角色编码已存在').waitFor();
    await dialog.getByPlaceholder('请输入角色编码').fill('e2e_tester');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.getByText('添加成功！').waitFor();
    await expect.poll(() => total(page).textContent()).toBe('1-7 共7条');

    // Search by name (contains): only the new role.
    await view(page).getByRole('textbox', { name: '角色名称' }).fill('浏览器');
    await view(page)
      .getByRole('button', { name: /查\s+询/ })
      .click();
    await expect.poll(() => total(page).textContent()).toBe('1-1 共1条');
    await expect.poll(() => rows(page).allTextContents()).toEqual([expect.stringContaining('e2e_tester')]);

    // Super query: roleCode equal to auditor (the search above is reset first).
    await view(page)
      .getByRole('button', { name: /重\s+置/ })
      .click();
    await expect.poll(() => total(page).textContent()).toBe('1-7 共7条');
    await button(page, /高级查询/).click();
    const builder = page.getByTestId('super-query');
    await builder.locator('.ant-select').nth(1).click();
    await page.locator('.ant-select-item-option[title="角色编码"]').click();
    await builder.getByPlaceholder('请输入值').fill('auditor');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /查\s+询/ })
      .click();
    await expect.poll(() => total(page).textContent()).toBe('1-1 共1条');
    await view(page).getByRole('cell', { name: '审计员', exact: true }).waitFor();
    await button(page, /高级查询/).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /重\s+置/ })
      .click();
    await expect.poll(() => total(page).textContent()).toBe('1-7 共7条');

    // Fullscreen: 20 rows a page with 20/40/60.
    await view(page).getByRole('button', { name: '全屏' }).click();
    await expect.poll(() => pageSize(page)).toMatch(/^20\b/);
    await view(page).locator('.ant-pagination-options .ant-select').click();
    await expect
      .poll(() => page.locator('.ant-select-dropdown:visible .ant-select-item-option').allTextContents())
      .toEqual([
        expect.stringMatching(/^20\b/),
        expect.stringMatching(/^40\b/),
        expect.stringMatching(/^60\b/),
      ]);
    await page.keyboard.press('Escape');
    await view(page).getByRole('button', { name: '退出全屏' }).click();
    await expect.poll(() => pageSize(page)).toMatch(/^10\b/);

    // Export: the .xlsx under the server's name.
    const [download] = await Promise.all([page.waitForEvent('download'), button(page, /导\s*出/).click()]);
    expect(download.suggestedFilename()).toBe('角色列表.xlsx');
    const exported = await download.path();

    // Import the export back: every code exists already, so code 201 and the error file to download.
    await view(page)
      .locator('input[type=file]')
      .setInputFiles({
        name: 'roles.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await readFile(exported),
      });
    const result = page.getByTestId('import-result');
    await result.getByText('具体详情请').waitFor();
    await page.locator('.ant-modal-confirm-title', { hasText: '文件导入完成，成功0条，失败7条' }).waitFor();
    // No token in the link ([SEC1] 4): the plain route is refused; a click opens a short-lived signed link.
    const link = result.getByRole('link', { name: '点击下载' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/sys\/common\/importErrors\/[^?]+\.xlsx$/);
    expect((await page.request.get(suite.api.url + href!)).status()).toBe(401);
    const [opened] = await Promise.all([
      page
        .context()
        .waitForEvent('request', (r) => r.url().includes('/sys/common/importErrors/') && r.url() !== href),
      link.click(),
    ]);
    expect(opened.url()).toContain('signature=');
    expect(opened.url()).not.toContain('token=');
    expect((await page.request.get(opened.url())).status()).toBe(200);
    await confirmButton(page).click();

    // Batch delete the new role through the confirm.
    await view(page).getByRole('textbox', { name: '角色编码' }).fill('e2e_tester');
    await view(page)
      .getByRole('button', { name: /查\s+询/ })
      .click();
    await expect.poll(() => total(page).textContent()).toBe('1-1 共1条');
    await rows(page).first().locator('.ant-checkbox-input').check();
    await button(page, /批量删除/).click();
    await page.locator('.ant-modal-confirm-title', { hasText: '确认删除' }).waitFor();
    await page.locator('.ant-modal-confirm-content', { hasText: '是否删除选中数据?' }).waitFor();
    await confirmButton(page).click();
    await page.getByText('批量删除成功!').waitFor();
    await expect.poll(() => rows(page).count()).toBe(0);
    await view(page)
      .getByRole('button', { name: /重\s+置/ })
      .click();
    await expect.poll(() => total(page).textContent()).toBe('1-6 共6条');
    expect(suite.errors).toEqual([]);
  });

  it('a list-only auditor sees the roles but no 新增, 编辑, 删除 or 导入', async () => {
    const page = await fresh();
    await page.goto(suite.api.url + '/user/login');
    await login(page, 'auditor1', 'Auditor@2026');
    await page.waitForURL('**/dashboard/analysis');
    await page.getByRole('menuitem', { name: '系统管理' }).click();
    await page.getByRole('menuitem', { name: '角色管理' }).click();
    await page.waitForURL('**/isystem/role');
    // The roles as the other test left them (the database is shared by the file's tests).
    await expect.poll(() => total(page).textContent()).toMatch(/^1-\d+ 共\d+条$/);
    await view(page).getByRole('cell', { name: '审计员', exact: true }).waitFor();
    await button(page, /导\s*出/).waitFor();
    expect(await button(page, /新\s*增/).count()).toBe(0);
    expect(await button(page, /批量删除/).count()).toBe(0);
    expect(await button(page, /导\s*入/).count()).toBe(0);
    expect(await view(page).getByText('编辑', { exact: true }).count()).toBe(0);
    expect(await view(page).getByText('删除', { exact: true }).count()).toBe(0);
    expect(suite.errors).toEqual([]);
  });
});
