import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { webSuite } from '../support/web-suite';

/**
 * The access-control admin views against the real API and the seeded demo tenant: 用户管理 (add with
 * the spec §5 password policy, roles and departments, freeze, admin password reset), 角色管理 授权,
 * 部门管理 (tree, refusals, department grants and department roles), 菜单管理 and 子账号管理.
 */
describe('access-control admin views in chromium', () => {
  const suite = webSuite();

  const login = suite.fillLogin;
  const fresh = () => suite.fresh();
  const signedIn = async (username: string, password: string) => {
    const page = await fresh();
    await page.goto(suite.api.url + '/user/login');
    await login(page, username, password);
    await page.waitForURL('**/dashboard/analysis');
    return page;
  };
  /** Opens a page from the side menu (its area is opened first unless it is open already). */
  const open = async (page: Page, area: string, item: string, url: string) => {
    const entry = page.getByRole('menuitem', { name: item });
    if (!(await entry.isVisible())) await page.getByRole('menuitem', { name: area }).click();
    await entry.click();
    await page.waitForURL(`**${url}`);
  };
  const view = (page: Page) => page.getByTestId('active-view');
  const row = (page: Page, text: string) => view(page).locator('tbody tr.ant-table-row', { hasText: text });
  const toast = (page: Page, text: string) =>
    page.locator('.ant-message-notice', { hasText: text }).first().waitFor();
  const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
  const ok = (d: Locator) => d.locator('.ant-modal-footer .ant-btn-primary').click();
  /** Confirms the newest confirm dialog (an earlier one may still be closing) and waits until it is gone. */
  const confirmOk = async (page: Page) => {
    const confirm = page.locator('.ant-modal-confirm').filter({ visible: true }).last();
    await confirm.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
    await confirm.waitFor({ state: 'detached' });
  };
  /** Confirms the open Popconfirm and waits until it is gone (a second one may follow). */
  const popconfirmOk = async (page: Page) => {
    await page.locator('.ant-popover:visible').last().locator('.ant-btn-primary').click();
    await expect.poll(() => page.locator('.ant-popover:visible').count()).toBe(0);
  };
  /** Checks a node of the permission tree inside `scope` after searching for it. */
  const grant = async (scope: Locator, name: string) => {
    const search = scope.getByPlaceholder('搜索菜单名称');
    await search.fill(name);
    await search.press('Enter');
    await scope
      .locator('.ant-tree-treenode', { hasText: name })
      .first()
      .locator('.ant-tree-checkbox')
      .click();
  };
  const treeNode = (page: Page, name: string) =>
    view(page).getByTestId('depart-admin-tree').locator('.ant-tree-treenode', { hasText: name });

  it('an administrator adds a buyer, freezes it, grants its role a menu, resets its password and unfreezes it', async () => {
    const admin = await signedIn('admin', 'Admin@2026');
    await open(admin, '系统管理', '用户管理', '/isystem/user');
    await row(admin, 'buyer1').waitFor();

    // 新增: the account is checked for duplicates, the password against the policy.
    await view(admin)
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const form = dialog(admin, '新增用户');
    await form.getByLabel('用户账号').fill('buyer1');
    await form.getByLabel('用户姓名').click();
    await form.getByText('该值不可用，系统中已存在！').waitFor();
    await form.getByLabel('用户账号').fill('e2e_buyer');
    await form.getByLabel('登录密码').fill('abcd1234');
    await form.getByLabel('确认密码').fill('abcd1235');
    await form.getByLabel('用户姓名').fill('测试采购员');
    await ok(form);
    await form.getByText('密码安全等级不够！').waitFor();
    await form.getByText('两次输入的密码不一致！').waitFor();
    await form.getByLabel('登录密码').fill('Buyer@2027');
    await form.getByLabel('确认密码').fill('Buyer@2027');
    // Role 采购员 and the department 原材料采购部 (through the select-department modal).
    await form.getByLabel('角色分配').click();
    await admin.locator('.ant-select-item-option[title="采购员"]').click();
    await admin.keyboard.press('Escape');
    await form.getByRole('button', { name: '选择部门' }).click();
    const picker = dialog(admin, '选择部门');
    await picker
      .locator('.ant-tree-treenode', { hasText: '原材料采购部' })
      .locator('.ant-tree-checkbox')
      .click();
    await ok(picker);
    await form.getByTestId('depart-field').getByText('原材料采购部').waitFor();
    await form.getByLabel('手机号码').fill('13811112222');
    await ok(form);
    await toast(admin, '添加成功！');
    await row(admin, 'e2e_buyer').getByText('原材料采购部').waitFor();
    await row(admin, 'e2e_buyer').getByText('正常').waitFor();

    // The new user signs in to the buyer's menu, without system administration.
    const buyer = await signedIn('e2e_buyer', 'Buyer@2027');
    await buyer.getByRole('menuitem', { name: '寻源管理' }).waitFor();
    expect(await buyer.getByRole('menuitem', { name: '系统管理' }).count()).toBe(0);

    // 冻结: the account is shown frozen and its next login is refused.
    await row(admin, 'e2e_buyer').getByTestId('more-e2e_buyer').hover();
    await admin.getByRole('menuitem', { name: '冻结' }).click();
    await admin.locator('.ant-modal-confirm-content', { hasText: '是否冻结选中账号?' }).waitFor();
    await confirmOk(admin);
    await toast(admin, '冻结成功!');
    await row(admin, 'e2e_buyer').getByText('冻结').waitFor();
    const refused = await fresh();
    await refused.goto(suite.api.url + '/user/login');
    await login(refused, 'e2e_buyer', 'Buyer@2027');
    await refused.getByTestId('login-error').getByText('该用户已冻结').waitFor();

    // 授权: the 采购员 role is granted 日志管理.
    await open(admin, '系统管理', '角色管理', '/isystem/role');
    await row(admin, '采购员').getByText('授权').click();
    const drawer = admin.locator('.ant-drawer-content', { hasText: '角色权限配置：采购员' });
    await drawer.getByTestId('permission-tree').waitFor();
    await grant(drawer, '日志管理');
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await toast(admin, '保存成功！');

    // 修改密码 by the administrator (policy first), then 解冻 through the toolbar.
    await open(admin, '系统管理', '用户管理', '/isystem/user');
    await row(admin, 'e2e_buyer').getByTestId('more-e2e_buyer').hover();
    await admin.getByRole('menuitem', { name: '修改密码' }).click();
    const reset = dialog(admin, '修改密码');
    await reset.getByLabel('登录密码').fill('weakpassword');
    await reset.getByLabel('确认密码').fill('weakpassword');
    await ok(reset);
    await reset.getByText('密码安全等级不够！').waitFor();
    await reset.getByLabel('登录密码').fill('Buyer@2099');
    await reset.getByLabel('确认密码').fill('Buyer@2099');
    await ok(reset);
    await toast(admin, '密码修改成功！');
    await view(admin)
      .getByRole('button', { name: /解\s*冻/ })
      .click();
    await admin.getByText('请选择一条记录！').waitFor();
    await row(admin, 'e2e_buyer').locator('.ant-checkbox-input').check();
    await view(admin)
      .getByRole('button', { name: /解\s*冻/ })
      .click();
    await confirmOk(admin);
    await toast(admin, '解冻成功!');
    await row(admin, 'e2e_buyer').getByText('正常').waitFor();

    // Signed in again with the new password, the buyer finds the granted menu.
    const again = await signedIn('e2e_buyer', 'Buyer@2099');
    await again.getByRole('menuitem', { name: '系统管理' }).click();
    await again.getByRole('menuitem', { name: '日志管理' }).waitFor();
    expect(suite.errors).toEqual([]);
  });

  it('the department tree nests the seeded departments; children, grants and roles follow the server rules', async () => {
    const admin = await signedIn('admin', 'Admin@2026');
    await open(admin, '系统管理', '部门管理', '/isystem/depart');

    // 华东玻纤集团 > 采购中心 > 原材料采购部.
    const level = (name: string) => treeNode(admin, name).first().locator('.ant-tree-indent-unit').count();
    await treeNode(admin, '原材料采购部').waitFor();
    expect([await level('华东玻纤集团'), await level('采购中心'), await level('原材料采购部')]).toEqual([
      0, 1, 2,
    ]);
    await treeNode(admin, '原材料采购部').locator('.ant-tree-title').click();
    await view(admin).getByText('华东玻纤集团 / 采购中心 / 原材料采购部').waitFor();
    await expect.poll(() => view(admin).getByLabel('机构编码').inputValue()).toBe('A01A01A01');

    // A department with members is not deleted: the server says why.
    await view(admin)
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await popconfirmOk(admin);
    await toast(admin, '该部门下仍有用户，请先调整用户所属部门');

    // 添加下级 under 采购中心.
    await treeNode(admin, '采购中心').first().locator('.ant-tree-title').click();
    await view(admin).getByRole('button', { name: '添加下级' }).click();
    const add = dialog(admin, '添加下级部门');
    await add.getByLabel('部门名称').fill('E2E测试部');
    await ok(add);
    await toast(admin, '添加成功！');
    await treeNode(admin, 'E2E测试部').locator('.ant-tree-title').click();
    await view(admin).getByText('华东玻纤集团 / 采购中心 / E2E测试部').waitFor();

    // 部门权限: the department is granted 询价单.
    await view(admin).getByRole('tab', { name: '部门权限' }).click();
    const tab = view(admin).locator('.ant-tabs-tabpane-active');
    await tab.getByTestId('permission-tree').waitFor();
    await grant(tab, '询价单');
    await tab.getByRole('button', { name: /保\s*存/ }).click();
    await toast(admin, '保存成功！');

    // 部门角色: a role of the department, granted within the department's menus only.
    await view(admin).getByRole('tab', { name: '部门角色' }).click();
    await view(admin)
      .getByRole('button', { name: /新增部门角色/ })
      .click();
    const roleForm = dialog(admin, '新增部门角色');
    await roleForm.getByLabel('部门角色名称').fill('询价专员');
    await roleForm.getByLabel('部门角色编码').fill('inquiry_clerk');
    await ok(roleForm);
    await toast(admin, '添加成功！');
    await row(admin, '询价专员').getByText('授权').click();
    const drawer = admin.locator('.ant-drawer-content', { hasText: '部门角色授权：询价专员' });
    await drawer.getByTestId('permission-tree').waitFor();
    expect(await drawer.locator('.ant-tree-treenode', { hasText: '系统管理' }).count()).toBe(0);
    await grant(drawer, '询价单');
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await toast(admin, '保存成功！');

    // Deleting the department is refused while it has a role; then the role and the department go.
    await view(admin)
      .getByRole('button', { name: /删\s*除/ })
      .first()
      .click();
    await popconfirmOk(admin);
    await toast(admin, '该部门下存在部门角色，请先删除部门角色');
    await row(admin, '询价专员').getByText('删除').click();
    await popconfirmOk(admin);
    await expect.poll(() => row(admin, '询价专员').count()).toBe(0);
    await view(admin)
      .getByRole('button', { name: /删\s*除/ })
      .first()
      .click();
    await popconfirmOk(admin);
    await expect.poll(() => treeNode(admin, 'E2E测试部').count()).toBe(0);

    // Search by name: the matching department only.
    const search = view(admin).getByPlaceholder('请输入部门名称');
    await search.fill('原材料');
    await search.press('Enter');
    await expect
      .poll(() => view(admin).getByTestId('depart-admin-tree').locator('.ant-tree-title').allTextContents())
      .toEqual(['原材料采购部']);
    expect(suite.errors).toEqual([]);
  });

  it('menus: a button is added under a menu, edited and deleted; a menu with children is not deleted', async () => {
    const admin = await signedIn('admin', 'Admin@2026');
    await open(admin, '系统管理', '菜单管理', '/isystem/permission');
    const search = view(admin).getByPlaceholder('请输入菜单名称');
    await search.fill('日志管理');
    await search.press('Enter');
    await row(admin, '日志管理').getByText('添加下级').click();
    const add = dialog(admin, '新增菜单');
    await expect.poll(() => add.getByRole('radio', { name: '按钮/权限' }).isChecked()).toBe(true);
    await add.getByLabel('按钮名称').fill('导出日志');
    await add.getByLabel('授权标识').fill('system:log:export');
    await ok(add);
    await toast(admin, '添加成功！');
    await row(admin, 'system:log:export').getByText('编辑').click();
    const edit = dialog(admin, '编辑菜单');
    await edit.getByLabel('按钮名称').fill('导出全部日志');
    await ok(edit);
    await toast(admin, '编辑成功!');
    await row(admin, '导出全部日志').waitFor();

    await search.fill('');
    await search.press('Enter');
    await view(admin)
      .locator('tbody tr.ant-table-row-level-0', { hasText: '系统管理' })
      .getByText('删除')
      .click();
    await popconfirmOk(admin);
    await toast(admin, '该菜单下存在子菜单，请先删除子菜单');

    await search.fill('导出全部日志');
    await search.press('Enter');
    await row(admin, '导出全部日志').getByText('删除').click();
    await popconfirmOk(admin);
    await toast(admin, '删除成功!');
    await expect.poll(() => row(admin, '导出全部日志').count()).toBe(0);
    expect(suite.errors).toEqual([]);
  });

  it('a supplier manages its own sub-accounts with its own roles and no departments', async () => {
    // A supplier has no /dashboard/analysis: it goes straight to its page.
    const supplier = await fresh();
    await supplier.goto(suite.api.url + '/sup/company/users');
    await login(supplier, 'sup_kaolin', 'Supplier@2026');
    await supplier.waitForURL('**/sup/company/users');
    await row(supplier, 'sup_kaolin').waitFor();
    expect(await row(supplier, 'sup_chem').count()).toBe(0);
    await view(supplier)
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const form = dialog(supplier, '新增用户');
    await form.getByLabel('用户账号').fill('kaolin_clerk');
    await form.getByLabel('登录密码').fill('Clerk@2026');
    await form.getByLabel('确认密码').fill('Clerk@2026');
    await form.getByLabel('用户姓名').fill('高岭土业务员');
    expect(await form.getByText('所属部门').count()).toBe(0);
    // The new sub-account starts with the supplier's own (only) role, the one it may hand on.
    const roles = form.locator('.ant-form-item', { hasText: '角色分配' });
    await expect.poll(() => roles.locator('.ant-select-selection-item').count()).toBe(1);
    await form.getByLabel('角色分配').click();
    await expect.poll(() => supplier.locator('.ant-select-item-option:visible').count()).toBe(1);
    await supplier.keyboard.press('Escape');
    await ok(form);
    await toast(supplier, '添加成功！');
    await row(supplier, 'kaolin_clerk').waitFor();

    const clerk = await fresh();
    await clerk.goto(suite.api.url + '/sup/order');
    await login(clerk, 'kaolin_clerk', 'Clerk@2026');
    await clerk.waitForURL('**/sup/order');
    await clerk.getByRole('menuitem', { name: '业务协同' }).waitFor();
    expect(suite.errors).toEqual([]);
  });
});
