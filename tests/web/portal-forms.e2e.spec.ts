import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { webSuite } from '../support/web-suite';

type Sms = { mobile: string; code: string };

/**
 * The portal's public forms against the real API and the seeded demo tenant: the invitation letter
 * and 报名 (a visitor asked to log in, S001 signing up once), 采购计划信息征集 with its SMS code and
 * staff's 信息征集 list, and the home's login box.
 */
describe('portal forms in chromium', () => {
  const sms: Sms[] = [];
  const suite = webSuite({
    runWorker: false,
    smsSender: {
      send: async (m) => {
        sms.push({ mobile: m.mobile, code: m.code });
      },
    },
  });
  const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
  const toast = (page: Page, text: string) =>
    page.getByTestId('portal-toast').filter({ hasText: text }).first();
  /** An open seeded tender (registration deadline 15 days after seeding). */
  const LETTER = '/invitation?id=sp-t-001';
  const TITLE = '2026年度玻璃纤维池窑用铂铑合金漏板采购招标';

  it('a visitor reads an invitation letter; 报名 asks to log in or register first', async () => {
    const page = await suite.fresh();
    await page.goto(suite.api.url + LETTER);
    const letter = page.getByTestId('portal-invitation-page');
    await letter.getByRole('heading', { name: TITLE }).waitFor();
    await letter.getByText('项目编号：ZB-2026-0121').waitFor();
    await letter.getByText('报名截止时间：', { exact: false }).waitFor();
    // The countdown ticks.
    const countdown = letter.getByTestId('portal-letter-countdown');
    await countdown.getByText('距截止还有', { exact: false }).waitFor();
    const first = await countdown.textContent();
    await poll(() => countdown.textContent()).not.toBe(first);
    await letter
      .getByTestId('portal-invitation')
      .getByText(`诚邀贵公司参加“${TITLE}”`, { exact: false })
      .waitFor();

    await letter.getByRole('button', { name: '报名' }).click();
    const warning = toast(page, '请先登录或注册');
    await warning.waitFor();
    // The way to log in comes back to this letter.
    expect(await warning.getByRole('link', { name: '去登录' }).getAttribute('href')).toBe(
      `/user/login?redirect=${encodeURIComponent(LETTER)}`,
    );
    await warning.getByRole('link', { name: '免费注册' }).waitFor();
    expect(suite.errors).toEqual([]);
  });

  it('an admitted supplier (S001) signs up and sees 已报名; a second 报名 is refused', async () => {
    const page = await suite.signIn('sup_kaolin', 'Supplier@2026');
    await page.goto(suite.api.url + LETTER);
    const button = page.getByTestId('portal-signup');
    await button.getByRole('button', { name: '报名' }).click();
    await toast(page, '报名成功').waitFor();
    await button.getByRole('button', { name: '已报名' }).waitFor();
    await button.getByRole('button', { name: '已报名' }).click();
    await toast(page, '您已报名该项目').waitFor();
    // A new visit knows it from the server.
    await page.reload();
    await page.getByTestId('portal-signup').getByRole('button', { name: '已报名' }).waitFor();

    // The list's 邀请函 dialog signs up through the same hook: another project, by its title.
    await page.goto(suite.api.url + '/purchaseAnnouncement?type=inquiry');
    const row = page.getByTestId('portal-announcement-item').first();
    await row.getByRole('button', { name: '我要参与' }).click();
    const dialog = page.getByRole('dialog', { name: '邀请函' });
    await dialog.getByTestId('portal-invitation').waitFor();
    await dialog.getByRole('button', { name: /报\s*名/ }).click();
    await toast(page, '报名成功').waitFor();
    expect(suite.errors).toEqual([]);
  });

  it('a visitor leaves its information on /planCollectInfo; staff see it in 信息征集 and mark it 已处理', async () => {
    const page = await suite.fresh();
    await page.goto(suite.api.url + '/planCollectInfo?id=sp-t-001');
    await page.getByTestId('plan-collect-project').getByText(TITLE, { exact: false }).waitFor();
    const form = page.getByTestId('plan-collect-form');
    await form.getByLabel('企业名称').fill('常州天马新材料有限公司');
    await form.getByLabel('统一社会信用代码').fill('91350100M000100Y43');
    await form.getByLabel('联系人').fill('周明');
    await form.getByLabel('手机号').fill('13612345678');
    await form.getByLabel('邮箱').fill('zhou@tianma.example.com');
    await form.getByLabel('需求描述').fill('可供应短切原丝毡，年产能 2 万吨。');
    await form.getByTestId('send-code').click();
    await poll(() => sms.filter((m) => m.mobile === '13612345678').length).toBe(1);
    await form.getByPlaceholder('短信验证码').fill(sms.find((m) => m.mobile === '13612345678')!.code);
    await form.getByRole('button', { name: /提\s*交/ }).click();
    await page.getByText('提交成功，我们会尽快与您联系').waitFor();

    const admin = await suite.signIn('admin', 'Admin@2026');
    await admin.getByRole('menuitem', { name: '门户管理' }).click();
    await admin.getByRole('menuitem', { name: '信息征集' }).click();
    await admin.waitForURL('**/iportal/planInfo');
    const view = admin.getByTestId('active-view');
    const record = view.getByRole('row', { name: /常州天马新材料有限公司/ });
    await record.getByText(TITLE).waitFor();
    await record.getByText('未处理').waitFor();
    await record.getByText('标记已处理').click();
    await admin.locator('.ant-message-notice', { hasText: '已标记为已处理' }).waitFor();
    await record.getByText('已处理').waitFor();
    await expect.poll(() => record.getByText('标记已处理').count()).toBe(0);
    expect(suite.errors).toEqual([]);
  });

  it('the home login box: a wrong password shows inline, the right one lands in the back office signed in', async () => {
    const page = await suite.fresh();
    // Scripts held back: the server-rendered box cannot be submitted before React takes over.
    let release!: () => void;
    const scripts = new Promise<void>((r) => (release = r));
    await page.route('**/*.js', async (route) => {
      await scripts;
      await route.continue();
    });
    await page.goto(suite.api.url + '/portal/Home', { waitUntil: 'commit' });
    const box = page.getByTestId('portal-login-box');
    await box.waitFor();
    expect(await box.getByRole('button', { name: '登 录' }).isDisabled()).toBe(true);
    expect(await box.getByPlaceholder('密码').isDisabled()).toBe(true);
    release();
    await box.getByPlaceholder('用户名').fill('buyer1');
    await box.getByPlaceholder('密码').fill('Wrong@2026');
    await box.getByRole('button', { name: '登 录' }).click();
    await box.getByTestId('portal-login-error').getByText('用户名或密码错误').waitFor();
    expect(page.url()).toContain('/portal/Home');

    await box.getByPlaceholder('密码').fill('Buyer@2026');
    await box.getByRole('button', { name: '登 录' }).click();
    await page.waitForURL('**/dashboard/analysis');
    // Signed in: the side menu of buyer1's grants, no detour through the login page.
    await page.getByRole('menuitem', { name: '寻源管理' }).waitFor();
    // Back on the portal, the box welcomes back.
    await page.goto(suite.api.url + '/portal/Home');
    await page.getByTestId('portal-login-box').getByText('欢迎回来').waitFor();
    await page.getByTestId('portal-login-box').getByRole('button', { name: '进入工作台' }).waitFor();
    expect(suite.errors).toEqual([]);
  });
});
