import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ensureEncryptedWebBuilt } from '../support/api';
import { webSuite } from '../support/web-suite';
import { noTokenHeaderValid } from '../../api/src/http/encrypt-body';

const KEY = 'e2e-envelope-key-0123456789abcdef';

/** docs/auth.md: a build made with the API's ENCRYPT_BODY_KEY seals bodies, and the API opens them. */
describe('request envelope end to end: a build with the key against an API with the key', () => {
  const suite = webSuite({
    webDist: () => ensureEncryptedWebBuilt(KEY),
    runWorker: false,
    login: { encryptBodyKey: KEY },
  });

  it('logs in and saves with sealed bodies; only calls without a token carry the no-token header', async () => {
    const page = await (await suite.browser.newContext()).newPage();
    const sent: Request[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) sent.push(r);
    });
    await page.goto(suite.api.url + '/user/login');
    await page.getByPlaceholder('用户名').fill('admin');
    await page.getByPlaceholder('密码').fill('Admin@2026');
    await page.getByRole('button', { name: '登 录' }).click();
    await page.waitForURL('**/dashboard/analysis');

    const loginCall = sent.find((r) => r.url().endsWith('/api/sys/login'))!;
    const loginBody = loginCall.postDataJSON() as Record<string, unknown>;
    expect(Object.keys(loginBody)).toEqual(['encryptBody']);
    expect(loginCall.postData()).not.toContain('Admin@2026');
    const header = (await loginCall.allHeaders())['no-token-request-encryption'];
    expect(noTokenHeaderValid(KEY, header ?? '', new Date())).toBe(true);

    // A signed-in save: sealed, with the token and without the no-token header; the role is listed.
    await page.goto(suite.api.url + '/isystem/role');
    const view = page.getByTestId('active-view');
    await view.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '角色编码' });
    await dialog.getByPlaceholder('请输入角色名称').fill('加密请求角色');
    await dialog.getByPlaceholder('请输入角色编码').fill('sealed_role');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.getByText('添加成功！').waitFor();
    await view.getByText('sealed_role').waitFor();
    const add = sent.find((r) => r.url().endsWith('/api/sys/role/add'))!;
    expect(Object.keys(add.postDataJSON() as object)).toEqual(['encryptBody']);
    const addHeaders = await add.allHeaders();
    expect(addHeaders['x-access-token']).toBeTruthy();
    expect(addHeaders['no-token-request-encryption']).toBeUndefined();
  });
});
