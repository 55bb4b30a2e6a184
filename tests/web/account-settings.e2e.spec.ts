import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { webSuite } from '../support/web-suite';

type Envelope<T> = { success: boolean; message: string; result: T };
type Sms = { mobile: string; code: string };

/** 账户设置 against the real API and the seeded demo tenant, in Debian's chromium. */
describe('account settings in chromium', () => {
  const suite = webSuite({
    runWorker: false,
    smsSender: {
      send: async (m) => {
        sms.push({ mobile: m.mobile, code: m.code });
      },
    },
  });
  // The SMS codes the API sends (the dev sink only logs them).
  const sms: Sms[] = [];

  const login = async (page: Page, username: string, password: string) => {
    await page.goto(suite.api.url + '/user/login');
    await page.getByPlaceholder('用户名').fill(username);
    await page.getByPlaceholder('密码').fill(password);
    await page.getByRole('button', { name: '登 录' }).click();
    await page.getByTestId('greeting').waitFor();
  };
  const fresh = () => suite.fresh();
  const open = async (page: Page, section: string) => {
    await page.goto(`${suite.api.url}/account/settings/${section}`);
    await page.getByTestId(`account-settings-${section}`).waitFor();
  };
  const stored = (page: Page, key: string) =>
    page.evaluate(
      (k) =>
        (
          globalThis as unknown as { localStorage: { getItem(k: string): string | null } }
        ).localStorage.getItem(k),
      key,
    );
  const switchOf = (page: Page, key: string) => page.getByTestId(`notification-${key}`).getByRole('switch');

  /** An administrator releasing announcements through the API. */
  const release = async (draft: Record<string, unknown>) => {
    const request = (await suite.browser.newContext()).request;
    const token = (
      (await (
        await request.post(`${suite.api.url}/api/sys/login`, {
          data: { username: 'admin', password: 'Admin@2026' },
        })
      ).json()) as Envelope<{ token: string }>
    ).result.token;
    const headers = { 'x-access-token': token };
    const added = (await (
      await request.post(`${suite.api.url}/api/sys/annountCement/add`, {
        headers,
        data: { msgContent: '<p>内容</p>', priority: 'M', msgType: 'ALL', ...draft },
      })
    ).json()) as Envelope<{ id: string }>;
    expect(added.success).toBe(true);
    await request.get(`${suite.api.url}/api/sys/annountCement/doReleaseData?id=${added.result.id}`, {
      headers,
    });
  };

  it('基本设置: a new name shows in the header greeting at once and after a reload', async () => {
    const page = await fresh();
    await login(page, 'buyer1', 'Buyer@2026');
    await page
      .getByTestId('greeting')
      .getByText(/好，张伟/)
      .waitFor();
    // Reached from the account centre, the left menu shows the five sections.
    await page.goto(suite.api.url + '/account/center');
    await page.getByRole('button', { name: '账户设置' }).click();
    await page.waitForURL('**/account/settings/base');
    const menu = page.getByTestId('account-settings-menu');
    await expect
      .poll(() => menu.getByRole('menuitem').allTextContents())
      .toEqual(['基本设置', '安全设置', '账号绑定', '新消息通知', '个性化']);

    const base = page.getByTestId('account-settings-base');
    const name = base.getByPlaceholder('请输入姓名');
    await expect.poll(() => name.inputValue()).toBe('张伟');
    await name.fill('');
    await base.getByRole('button', { name: '更新基本信息' }).click();
    await base.getByText('请输入用户名称').waitFor();
    await name.fill('张伟明');
    await base.getByPlaceholder('请输入邮箱').fill('zhangweiming@example.com');
    await base.getByRole('button', { name: '更新基本信息' }).click();
    await page.getByText('修改成功').waitFor();
    await page
      .getByTestId('greeting')
      .getByText(/好，张伟明/)
      .waitFor();
    expect(await stored(page, 'pro__Login_Userinfo')).toContain('张伟明');
    await page.reload();
    await page
      .getByTestId('greeting')
      .getByText(/好，张伟明/)
      .waitFor();

    // The account change is reported in the bell (账户安全 on by default) as a system message.
    await page.getByTestId('notice-bell').click();
    await page.getByRole('tab', { name: /系统消息/ }).click();
    await page.getByText('账户安全提醒').first().waitFor();
  });

  it('新消息通知 and 个性化 are kept for the user: a new browser sees them, and the popups follow them', async () => {
    const page = await fresh();
    await login(page, 'buyer2', 'Buyer@2026');
    await open(page, 'notification');
    await switchOf(page, 'system').click();
    await page.getByText('保存成功').first().waitFor();
    await expect.poll(() => switchOf(page, 'system').getAttribute('aria-checked')).toBe('false');
    await open(page, 'custom');
    await page.getByTestId('layout-theme').getByText('暗色', { exact: true }).click();
    await page.getByTestId('layout-color').getByRole('button', { name: '酱紫' }).click();
    await expect
      .poll(() =>
        page.getByTestId('layout-color').getByRole('button', { name: '酱紫' }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    // The layout follows at once, without a reload.
    await expect.poll(() => page.getByTestId('side-menu').getAttribute('class')).toContain('ant-menu-dark');

    // Another browser (no local storage) signs in: the same settings, and the layout cache follows the server.
    const other = await fresh();
    await login(other, 'buyer2', 'Buyer@2026');
    await open(other, 'notification');
    await expect.poll(() => switchOf(other, 'system').getAttribute('aria-checked')).toBe('false');
    expect(await switchOf(other, 'notice').getAttribute('aria-checked')).toBe('true');
    await open(other, 'custom');
    await expect
      .poll(() =>
        other.getByTestId('layout-theme').locator('.ant-radio-button-wrapper-checked').textContent(),
      )
      .toBe('暗色');
    await expect
      .poll(async () => JSON.parse((await stored(other, 'pro__LAYOUT_SETTINGS')) ?? '{}'))
      .toMatchObject({
        theme: 'dark',
        color: '#722ed1',
      });
    await expect.poll(() => other.getByTestId('side-menu').getAttribute('class')).toContain('ant-menu-dark');

    // Live releases: the system announcement does not pop up (switched off), the notice does.
    await other.getByTestId('notice-bell').waitFor();
    await expect.poll(() => other.getByTestId('notice-bell').getAttribute('data-live')).toBe('connected');
    await release({ titile: '系统维护通知（不弹出）', msgCategory: '2' });
    await release({ titile: '叶蜡石到货须附质检报告', msgCategory: '1' });
    const popup = other.locator('.ant-notification-notice');
    await popup.getByText('叶蜡石到货须附质检报告').waitFor({ timeout: 10_000 });
    await popup.getByText('通知公告').waitFor();
    expect(await popup.getByText('系统维护通知（不弹出）').count()).toBe(0);
  });

  it('安全设置: the phone changes with the code sent to the new phone, and the password dialog shows its strength', async () => {
    const page = await fresh();
    await login(page, 'approver1', 'Approver@2026');
    await open(page, 'security');
    const phone = page.getByTestId('security-phone');
    await phone.getByText('已绑定手机：138****0003').waitFor();
    await phone.getByText('修改', { exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '修改手机号' });
    // Another account's phone is refused before any code is sent.
    await dialog.getByPlaceholder('请输入新手机号').fill('13800000001');
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('该手机号已存在').waitFor();
    expect(sms.filter((m) => m.mobile === '13800000001')).toEqual([]);

    await dialog.getByPlaceholder('请输入新手机号').fill('13912345678');
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await dialog.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    const code = sms.findLast((m) => m.mobile === '13912345678')?.code;
    expect(code).toMatch(/^\d{6}$/);
    await dialog.getByPlaceholder('请输入验证码').fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('验证码错误').waitFor();
    await dialog.getByPlaceholder('请输入验证码').fill(code!);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await phone.getByText('已绑定手机：139****5678').waitFor();

    // 修改密码 from here: the spec's hint and the strength of what is typed.
    await page.getByTestId('security-password').getByText('修改', { exact: true }).click();
    const pwd = page.getByRole('dialog', { name: '修改密码' });
    await pwd.getByText('密码须为8至15位').waitFor();
    await pwd.getByPlaceholder('请输入新密码').fill('abcdefgh');
    await pwd.getByTestId('password-strength').getByText('密码强度：弱').waitFor();
    await pwd.getByPlaceholder('请输入新密码').fill('Abcdefg1');
    await pwd.getByTestId('password-strength').getByText('密码强度：中').waitFor();
    await pwd.getByPlaceholder('请输入新密码').fill('Abcdef1@x');
    await pwd.getByTestId('password-strength').getByText('密码强度：强').waitFor();
  });

  it('安全设置 → 登录设备: both browsers listed with address and activity; 下线 signs the other one out at once', async () => {
    const desk = await fresh();
    await login(desk, 'finance1', 'Finance@2026');
    const phone = await fresh();
    await login(phone, 'finance1', 'Finance@2026');
    await open(desk, 'security');
    const list = desk.getByTestId('security-sessions');
    await list.getByText('登录设备').waitFor();
    const devices = list.locator('.ant-list-item');
    await expect.poll(() => devices.count(), { timeout: 15_000 }).toBe(2);
    await list.getByText('当前设备').waitFor();
    expect(await list.getByText('登录地址：127.0.0.1').count()).toBe(2);
    expect(await list.getByText(/^最近活动：/).count()).toBe(2);

    await list.getByText('下线', { exact: true }).click();
    await desk.getByRole('button', { name: /确\s*定|OK/ }).click();
    await desk.getByText('已下线').waitFor();
    await expect.poll(() => devices.count(), { timeout: 15_000 }).toBe(1);
    // The other browser's next request finds its session ended.
    await phone.goto(suite.api.url + '/account/settings/security');
    const signedOut = async () =>
      phone.url().includes('/user/login') ||
      (await phone.getByText('很抱歉，登录已过期，请重新登录').count()) > 0;
    await expect.poll(signedOut, { timeout: 20_000 }).toBe(true);
    expect(await phone.getByTestId('security-sessions').count()).toBe(0);
    // This one goes on.
    await desk.reload();
    await desk.getByTestId('security-sessions').getByText('当前设备').waitFor();
    expect(suite.errors).toEqual([]);
  });

  it('a supplier has the same settings for its own account, and no third-party login is made up', async () => {
    const page = await fresh();
    await login(page, 'sup_kaolin', 'Supplier@2026');
    await open(page, 'base');
    await expect
      .poll(() => page.getByTestId('account-settings-base').getByPlaceholder('请输入姓名').inputValue())
      .toBe('陈刚');
    await open(page, 'binding');
    await page.getByText('系统未启用第三方登录，暂无可绑定的账号').waitFor();
    expect(suite.errors).toEqual([]);
  });
});
