import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { webSuite } from '../support/web-suite';

type Envelope<T> = { success: boolean; message: string; result: T };

/**
 * The popup report picker (JPopup) in a real form: 部门管理 > 部门角色 > 新增 offers 参照角色, a
 * picker over the tenant's roles (online report sys_role): search, paging, sorting, the
 * 请选择一条记录 warning, and the picked role filling the form, which is then saved.
 */
describe('popup report picker in chromium', () => {
  const suite = webSuite();

  const call = async <T>(method: string, path: string, body?: unknown, token?: string) => {
    const r = await fetch(`${suite.api.url}/api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { 'x-access-token': token } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return (await r.json()) as Envelope<T>;
  };
  const view = (page: Page) => page.getByTestId('active-view');
  const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
  const ok = (d: Locator) => d.locator('.ant-modal-footer .ant-btn-primary').click();
  const toast = (page: Page, text: string) =>
    page.locator('.ant-message-notice', { hasText: text }).first().waitFor();
  const cellTexts = (table: Locator, column: number) =>
    table.locator(`tbody tr.ant-table-row td:nth-child(${column + 1})`).allTextContents();

  beforeAll(async () => {
    // Twelve more roles beside the five seeded ones: the picker has two pages of ten.
    const login = await call<{ token: string }>('POST', '/sys/login', {
      username: 'admin',
      password: 'Admin@2026',
    });
    for (let i = 1; i <= 12; i++) {
      const n = String(i).padStart(2, '0');
      const r = await call(
        'POST',
        '/sys/role/add',
        { roleName: `仓储岗位${n}`, roleCode: `store_${n}`, description: `仓储第${n}岗` },
        login.result.token,
      );
      expect(r.success, r.message).toBe(true);
    }
  });

  it('an administrator models a department role on a tenant role picked from the popup report', async () => {
    const page = await (await suite.browser.newContext()).newPage();
    page.on('pageerror', (e) => suite.errors.push(e.message));
    await page.goto(suite.api.url + '/user/login');
    await page.getByPlaceholder('用户名').fill('admin');
    await page.getByPlaceholder('密码').fill('Admin@2026');
    await page.getByRole('button', { name: '登 录' }).click();
    await page.waitForURL('**/dashboard/analysis');
    await page.getByRole('menuitem', { name: '系统管理' }).click();
    await page.getByRole('menuitem', { name: '部门管理' }).click();
    await page.waitForURL('**/isystem/depart');

    await view(page)
      .getByTestId('depart-admin-tree')
      .locator('.ant-tree-treenode', { hasText: '原材料采购部' })
      .locator('.ant-tree-title')
      .click();
    await view(page).getByRole('tab', { name: '部门角色' }).click();
    await view(page)
      .getByRole('button', { name: /新增部门角色/ })
      .click();
    const form = dialog(page, '新增部门角色');

    // 参照角色 opens the report 角色列表 (width 1200): 18 roles (财务 seeded with the approval engine), newest first, ten a page.
    await form.getByTestId('popup-sys_role').locator('input').click();
    // The picker sits above the form's own dialog; found by its class.
    const picker = page.locator('.popup-report-modal .ant-modal', { hasText: '角色列表' });
    const table = picker.getByTestId('popup-report-table');
    await picker.getByText('1-10 共18条').waitFor();
    // (Measured once the opening zoom is over.)
    await expect.poll(async () => (await picker.boundingBox())?.width).toBe(1200);
    expect(await table.locator('thead th').allTextContents()).toEqual(
      expect.arrayContaining(['角色名称', '角色编码', '描述', '创建时间']),
    );
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(10);

    // Page 2 holds the other eight.
    await picker.locator('.ant-pagination-item-2').click();
    await picker.getByText('11-18 共18条').waitFor();
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(8);

    // Sorting by 角色编码 (ascending) starts again at page 1 with admin.
    await table.locator('thead th', { hasText: '角色编码' }).click();
    await picker.getByText('1-10 共18条').waitFor();
    await expect.poll(async () => (await cellTexts(table, 2))[0]).toBe('admin');

    // 确定 with nothing selected.
    await ok(picker);
    await toast(page, '请选择一条记录');

    // Search by name (contains): 采购员 only.
    await picker.getByPlaceholder('请输入角色名称').fill('采购');
    await picker.getByRole('button', { name: /查\s*询/ }).click();
    await picker.getByText('1-1 共1条').waitFor();
    await table.locator('tbody tr.ant-table-row', { hasText: '采购员' }).click();
    await ok(picker);
    await picker.waitFor({ state: 'hidden' });

    // The form is filled from the picked role, and can still be changed before saving.
    await expect.poll(() => form.getByLabel('部门角色名称').inputValue()).toBe('采购员');
    expect(await form.getByLabel('部门角色编码').inputValue()).toBe('buyer');
    expect(await form.getByLabel('描述').inputValue()).toBe('寻源、合同、订单、质量、财务与供应商业务');
    expect(await form.getByTestId('popup-sys_role').locator('input').inputValue()).toBe('采购员');
    await form.getByLabel('部门角色名称').fill('原材料采购员');
    await ok(form);
    await toast(page, '添加成功！');

    // Saved: the department's roles, as the server lists them, hold it.
    const roleRow = view(page).locator('tbody tr.ant-table-row', { hasText: '原材料采购员' });
    await roleRow.getByText('buyer').waitFor();
    await page.reload();
    await view(page)
      .getByTestId('depart-admin-tree')
      .locator('.ant-tree-treenode', { hasText: '原材料采购部' })
      .locator('.ant-tree-title')
      .click();
    await view(page).getByRole('tab', { name: '部门角色' }).click();
    await roleRow.getByText('buyer').waitFor();
    expect(suite.errors).toEqual([]);
  });
});
