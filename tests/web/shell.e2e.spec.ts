import { describe, expect, it } from 'vitest';
import { webSuite } from '../support/web-suite';

/** The back-office shell against the real API and the seeded demo tenant (spec §2 route guard, §4 tabs and logout). */
describe('back-office shell in chromium', () => {
  const suite = webSuite();

  const login = suite.fillLogin;
  const fresh = () => suite.fresh();

  it('an unauthenticated deep link goes to login, and after login lands on the deep link with the menu', async () => {
    const page = await fresh();
    await page.goto(suite.api.url + '/isystem/role?from=mail');
    await page.waitForURL('**/user/login?redirect=%2Fisystem%2Frole%3Ffrom%3Dmail');
    await login(page, 'admin', 'Admin@2026');
    await page.waitForURL('**/isystem/role?from=mail');
    await page.getByRole('menuitem', { name: '系统管理' }).waitFor();
    expect(await page.title()).toBe('SRM 采购与供应商协同平台');
    await page
      .getByTestId('greeting')
      .getByText(/好，系统管理员/)
      .waitFor();
    // A wrong password is shown on the login page in the server's words.
    const other = await fresh();
    await other.goto(suite.api.url + '/user/login');
    await login(other, 'admin', 'wrong-password');
    await other.getByTestId('login-error').getByText('用户名或密码错误').waitFor();
    // No other login is configured here: no button for one.
    expect(await other.getByTestId('other-logins').count()).toBe(0);
  });

  it('tabs follow the rules: home first and not closable, others close to their neighbour', async () => {
    const page = await fresh();
    await page.goto(suite.api.url + '/user/login');
    await login(page, 'buyer1', 'Buyer@2026');
    await page.waitForURL('**/dashboard/analysis');
    await page.getByRole('menuitem', { name: '寻源管理' }).click();
    await page.getByRole('menuitem', { name: '询价单' }).click();
    await page.waitForURL('**/sourcing/inquiry');
    await page.getByRole('menuitem', { name: '招标项目' }).click();
    await page.waitForURL('**/sourcing/tender');
    const tabs = page.getByTestId('tab');
    await expect.poll(() => tabs.allTextContents()).toEqual(['首页', '询价单', '招标项目']);

    // Closing the active last tab activates the previous one.
    await page.locator('.ant-tabs-tab-active .ant-tabs-tab-remove').click();
    await page.waitForURL('**/sourcing/inquiry');
    await expect.poll(() => tabs.allTextContents()).toEqual(['首页', '询价单']);
    // The home tab refuses to close.
    await page.locator('[data-path="/dashboard/analysis"]').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect.poll(() => tabs.allTextContents()).toEqual(['首页']);
    await page.waitForURL('**/dashboard/analysis');
    await page.locator('.ant-tabs-tab-active .ant-tabs-tab-remove').click();
    await page.getByText('首页不能关闭!').waitFor();
    // A buyer has no system menu, and its URL is not reachable either: 拒绝访问.
    expect(await page.getByRole('menuitem', { name: '系统管理' }).count()).toBe(0);
    await page.goto(suite.api.url + '/isystem/user');
    await page.waitForURL('**/403');
    await page.getByText('拒绝访问').waitFor();
  });

  it('logout asks 确定要注销登录吗？ and then the token no longer opens the back office', async () => {
    const page = await fresh();
    await page.goto(suite.api.url + '/user/login');
    await login(page, 'auditor1', 'Auditor@2026');
    await page.waitForURL('**/dashboard/analysis');
    await page.getByTestId('user-menu').hover();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByText('确定要注销登录吗？').waitFor();
    await page.getByRole('button', { name: '取 消' }).click();
    await page.getByTestId('user-menu').hover();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '确 定' }).click();
    await page.waitForURL('**/user/login**');
    await page.goto(suite.api.url + '/dashboard/analysis');
    await page.waitForURL('**/user/login?redirect=%2Fdashboard%2Fanalysis');
  });

  it('change password: the policy and mismatch messages, then the new password works', async () => {
    const page = await fresh();
    await page.goto(suite.api.url + '/user/login');
    await login(page, 'finance1', 'Finance@2026');
    await page.waitForURL('**/dashboard/analysis');
    await page.getByTestId('user-menu').hover();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByPlaceholder('请输入旧密码').fill('Finance@2026');
    await dialog.getByPlaceholder('请输入新密码').fill('abcdefgh');
    await dialog.getByPlaceholder('请再次输入新密码').fill('abcdefgx');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await dialog.getByText('密码安全等级不够！').waitFor();
    await dialog.getByText('两次输入的密码不一致！').waitFor();
    await dialog.getByPlaceholder('请输入新密码').fill('Finance@2027');
    await dialog.getByPlaceholder('请再次输入新密码').fill('Finance@2027');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.getByText('密码修改成功！').waitFor();
    const again = await fresh();
    await again.goto(suite.api.url + '/user/login');
    await login(again, 'finance1', 'Finance@2027');
    await again.waitForURL('**/dashboard/analysis');
  });

  it('个人中心 shows the departments, a user in two switches department there; 账户设置 opens the settings', async () => {
    const page = await fresh();
    await page.goto(suite.api.url + '/user/login');
    await login(page, 'buyer2', 'Buyer@2026');
    await page.waitForURL('**/dashboard/analysis');
    await page.getByTestId('user-menu').hover();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    await page.waitForURL('**/account/center');
    const card = page.getByTestId('account-center');
    await card.getByText('buyer2').waitFor();
    await card.getByText('原材料采购部').waitFor();
    await card.getByText('设备采购部').waitFor();
    await page.getByRole('button', { name: '切换部门' }).click();
    const dialog = page.getByRole('dialog', { name: /部门切换/ });
    await dialog.locator('.ant-select').click();
    await page.locator('.ant-select-item-option', { hasText: '设备采购部' }).click();
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    const me = await page.evaluate(() =>
      (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem(
        'pro__Login_Userinfo',
      ),
    );
    expect(me).toContain('A01A01A02');
    await page.getByTestId('user-menu').hover();
    await page.getByRole('menuitem', { name: '账户设置' }).click();
    await page.waitForURL('**/account/settings/base');
  });

  it('a view whose chunk fails to load says so in its tab, and 重新加载 fetches it again', async () => {
    const page = await (await suite.browser.newContext()).newPage();
    await page.route('**/assets/RoleList-*.js', (route) => route.abort());
    await page.goto(suite.api.url + '/user/login');
    await login(page, 'admin', 'Admin@2026');
    await page.waitForURL('**/dashboard/analysis');
    await page.getByRole('menuitem', { name: '系统管理' }).click();
    await page.getByRole('menuitem', { name: '角色管理' }).click();
    await page.getByText('页面加载失败').waitFor();
    // The rest of the shell still works.
    await page.getByRole('menuitem', { name: '系统管理' }).waitFor();
    await page.unroute('**/assets/RoleList-*.js');
    await page.getByRole('button', { name: '重新加载' }).click();
    await page.getByTestId('active-view').getByText('系统管理员').waitFor();
  });

  it('a supplier lands on its own first view, which is its home tab', async () => {
    const page = await fresh();
    await page.goto(suite.api.url + '/user/login');
    await login(page, 'sup_kaolin', 'Supplier@2026');
    await page.waitForURL('**/sup/index');
    await expect.poll(() => page.getByTestId('tab').allTextContents()).toEqual(['供应商首页']);
    await page.getByRole('menuitem', { name: '业务协同' }).click();
    await page.getByRole('menuitem', { name: '竞价大厅' }).waitFor();
  });

  it('a supplier with isShow 2 is confined to completing its information', async () => {
    // An administrator adds a supplier account that still has to complete its information.
    const admin = (await (
      await fetch(`${suite.api.url}/api/sys/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'Admin@2026' }),
      })
    ).json()) as { result: { token: string } };
    const added = await fetch(`${suite.api.url}/api/sys/user/addSupplierUser`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': admin.result.token },
      body: JSON.stringify({
        username: 'sup_new',
        realname: '新供应商',
        password: 'Supplier@2026',
        supplierId: 'S009',
        isShow: 2,
        selectedroles: 'role-supplier',
      }),
    });
    expect(((await added.json()) as { success: boolean }).success).toBe(true);

    const page = await fresh();
    await page.goto(suite.api.url + '/sup/order');
    await login(page, 'sup_new', 'Supplier@2026');
    await page.waitForURL('**/completeSupInfo');
    await page.getByText('请完善企业信息').waitFor();
    await page.goto(suite.api.url + '/sup/order');
    await page.waitForURL('**/completeSupInfo');
    expect(suite.errors).toEqual([]);
  });
});
