import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { webSuite } from '../support/web-suite';

type Sms = { mobile: string; code: string };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A supplier registers, completes its information, is rejected, then approved: real API, seeded tenant, chromium. */
describe('supplier registration and onboarding in chromium', () => {
  const suite = webSuite({
    runWorker: false,
    smsSender: {
      send: async (m) => {
        sms.push({ mobile: m.mobile, code: m.code });
      },
    },
  });
  const sms: Sms[] = [];

  const fresh = () => suite.fresh();
  const login = async (page: Page, username: string, password: string) => {
    await page.goto(suite.api.url + '/user/login');
    await suite.fillLogin(page, username, password);
  };
  /** The admin's 供应商准入 detail of the company, from the menu's list. */
  const openReview = async (admin: Page, company: string) => {
    await admin.goto(suite.api.url + '/supplier/access');
    const row = admin.getByRole('row', { name: new RegExp(company) });
    await row.getByText('审核', { exact: true }).click();
    await admin.getByTestId('supplier-detail').getByText(company).waitFor();
  };

  it('registers with an SMS code, is confined to completing its information, is rejected with a reason, then admitted', async () => {
    const page = await fresh();
    await page.goto(suite.api.url + '/supplierRegister');
    const form = page.getByTestId('register-form');
    await form.getByLabel('企业名称').fill('福建闽江石英砂有限公司');
    // A corrupted check character is named before anything is sent.
    await form.getByLabel('统一社会信用代码').fill('91350100M000100Y44');
    await form.getByLabel('联系人').click();
    await form.getByText('统一社会信用代码校验位不正确').waitFor();
    await form.getByLabel('统一社会信用代码').fill('91350100m000100y43');
    await form.getByLabel('联系人').fill('林海');
    await form.getByTestId('category-select').click();
    await page.locator('.ant-select-tree').getByText('高岭土').click();
    await form.getByLabel('手机号').fill('13712345678');
    await form.getByRole('button', { name: '获取验证码' }).click();
    await form.getByRole('button', { name: /\d+ 秒/ }).waitFor();
    await expect.poll(() => sms.find((s) => s.mobile === '13712345678')?.code).toMatch(/^\d{6}$/);
    await form.getByPlaceholder('短信验证码').fill(sms.find((s) => s.mobile === '13712345678')!.code);
    // A taken username is named when the field is left.
    await form.getByLabel('用户名').fill('sup_kaolin');
    await form.getByLabel('密码', { exact: true }).click();
    await form.getByText('用户账号已存在').waitFor();
    await form.getByLabel('用户名').fill('minjiang');
    await form.getByLabel('密码', { exact: true }).fill('minjiang2026');
    await form.getByLabel('确认密码').fill('minjiang2026');
    await form.getByRole('button', { name: '注 册' }).click();
    await form.getByText('密码安全等级不够！').waitFor();
    await form.getByLabel('密码', { exact: true }).fill('Minjiang@2026');
    await form.getByLabel('确认密码').fill('Minjiang@2026');
    await form.getByRole('button', { name: '注 册' }).click();
    await page.waitForURL('**/register-result?username=minjiang');
    await page.getByText('你的账户：minjiang 注册成功').waitFor();

    // Logged in, it may go nowhere but /completeSupInfo.
    await page.getByRole('button', { name: '去登录' }).click();
    await page.waitForURL('**/user/login');
    await login(page, 'minjiang', 'Minjiang@2026');
    await page.waitForURL('**/completeSupInfo');
    await page.goto(suite.api.url + '/sup/order');
    await page.waitForURL('**/completeSupInfo');
    await expect.poll(() => page.getByTestId('supplier-status').textContent()).toBe('待完善');
    const info = page.getByTestId('supplier-info-form');
    await expect.poll(() => info.getByLabel('企业名称').inputValue()).toBe('福建闽江石英砂有限公司');
    await info.getByLabel('法定代表人').fill('林江');
    await info.getByLabel('注册地址').fill('福州市闽侯县');
    await info.getByRole('button', { name: '提交审核' }).click();
    await info.getByText('请上传营业执照', { exact: true }).waitFor();
    await info
      .getByTestId('upload-field')
      .locator('input[type=file]')
      .setInputFiles({ name: '营业执照.pdf', mimeType: 'application/pdf', buffer: PDF });
    await info.getByText('营业执照.pdf').waitFor();
    await info.getByRole('button', { name: '提交审核' }).click();
    await page.getByText('资料审核中').waitFor();

    // The back office rejects it with a reason.
    const admin = await fresh();
    await login(admin, 'admin', 'Admin@2026');
    await admin.getByTestId('greeting').waitFor();
    await openReview(admin, '福建闽江石英砂有限公司');
    await admin.getByTestId('supplier-detail').getByText('营业执照.pdf').waitFor();
    await admin.getByTestId('supplier-detail').getByText('高岭土').waitFor();
    await admin.getByRole('button', { name: /^驳\s?回$/ }).click();
    await admin.getByTestId('reject-reason-input').fill('营业执照不清晰，请重新上传');
    await admin.getByRole('button', { name: '确认驳回' }).click();
    await expect.poll(() => admin.getByTestId('review-status').textContent()).toBe('已驳回');

    // The supplier reads the reason and submits again.
    await page.getByRole('button', { name: '刷新审核状态' }).click();
    await page.getByTestId('reject-reason').getByText('驳回原因：营业执照不清晰，请重新上传').waitFor();
    await expect.poll(() => page.getByTestId('supplier-status').textContent()).toBe('已驳回');
    await page.getByTestId('supplier-info-form').getByRole('button', { name: '提交审核' }).click();
    await page.getByText('资料审核中').waitFor();

    // Approved, the waiting page notices and takes the user into the supplier workspace.
    await openReview(admin, '福建闽江石英砂有限公司');
    await admin.getByRole('button', { name: /^通\s?过$/ }).click();
    await expect.poll(() => admin.getByTestId('review-status').textContent()).toBe('已准入');
    await page.getByRole('button', { name: '刷新审核状态' }).click();
    await page.waitForURL('**/sup/index');
    await page.getByRole('menuitem', { name: '业务协同' }).waitFor();
    // Its 企业资料 is the record it completed, now admitted.
    await page.goto(suite.api.url + '/sup/company/profile');
    await expect.poll(() => page.getByTestId('supplier-status').textContent()).toBe('已准入');
    await expect.poll(() => page.getByLabel('法定代表人').inputValue()).toBe('林江');

    // A new login lands there too.
    const again = await fresh();
    await login(again, 'minjiang', 'Minjiang@2026');
    await again.waitForURL('**/sup/index');
    expect(suite.errors).toEqual([]);
  });

  it('a registration for a phone that has an account gets no code', async () => {
    const page = await fresh();
    await page.goto(suite.api.url + '/register');
    const form = page.getByTestId('register-form');
    await form.getByLabel('手机号').fill('13900000001');
    await form.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('该手机号已注册').waitFor();
    expect(sms.some((s) => s.mobile === '13900000001')).toBe(false);
  });
});
