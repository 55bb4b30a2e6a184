import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { webSuite } from '../support/web-suite';

const ISSUER = { name: 'portal', secret: 'portal-sso-secret-portal-sso-secret-0123' };

/**
 * The login entries (spec §2 /user/ssoLogin, §4 single sign-on, third-party and CAS logins) against the
 * real API with a trusted issuer and a small CAS server, the exception pages 403 / 404 / 500, the
 * unsaved-input prompt and an import answered `Token失效`.
 */
describe('login entries, exception pages and client edges in chromium', () => {
  let cas: Server;
  let casBase: string;
  /** Who the CAS server logs in; tickets it issued (ticket -> service and user), each good once. */
  let casUser = 'admin';
  const tickets = new Map<string, { service: string; user: string }>();
  const validated: string[] = [];

  const mint = (sub: string) => {
    const iat = Math.floor(Date.now() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER.name)
      .setSubject(sub)
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + 120)
      .sign(new TextEncoder().encode(ISSUER.secret));
  };
  const fresh = async () => (await suite.browser.newContext()).newPage();
  const login = async (page: Page, username: string, password: string) => {
    await page.goto(suite.api.url + '/user/login');
    await suite.fillLogin(page, username, password);
    await page.waitForURL('**/dashboard/analysis');
  };
  const entryError = (page: Page) => page.getByTestId('external-login-error');

  // The CAS server starts first: the API is configured with its address.
  const suite = webSuite(async () => {
    cas = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://cas');
      const service = url.searchParams.get('service') ?? '';
      if (url.pathname === '/cas/login') {
        // The user "signs in" at CAS; CAS returns to the service with a ticket.
        const ticket = `ST-${randomUUID()}`;
        tickets.set(ticket, { service, user: casUser });
        return res
          .writeHead(302, { location: `${service}${service.includes('?') ? '&' : '?'}ticket=${ticket}` })
          .end();
      }
      if (url.pathname === '/cas/serviceValidate') {
        const ticket = url.searchParams.get('ticket') ?? '';
        validated.push(service);
        const known = tickets.get(ticket);
        tickets.delete(ticket);
        res.writeHead(200, { 'content-type': 'application/xml' });
        if (known && known.service === service) {
          return res.end(
            `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>${known.user}</cas:user></cas:authenticationSuccess></cas:serviceResponse>`,
          );
        }
        return res.end(
          `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">unknown</cas:authenticationFailure></cas:serviceResponse>`,
        );
      }
      return res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => cas.listen(0, '127.0.0.1', resolve));
    casBase = `http://127.0.0.1:${(cas.address() as AddressInfo).port}`;
    return {
      runWorker: false,
      login: {
        casUrl: `${casBase}/cas`,
        ssoIssuers: [{ ...ISSUER, loginUrl: `${casBase}/portal`, title: '集团门户登录' }],
      },
    };
  });
  afterAll(() => new Promise((resolve) => cas?.close(resolve)));

  it('CAS: the login page offers it, CAS returns with a ticket, the deep link opens logged in', async () => {
    const page = await fresh();
    await page.goto(suite.api.url + '/isystem/role?from=mail');
    await page.waitForURL('**/user/login?redirect=**');
    const others = page.getByTestId('other-logins');
    await expect
      .poll(() => others.getByRole('link').allTextContents())
      .toEqual(['CAS单点登录', '集团门户登录']);
    expect(await others.getByRole('link', { name: '集团门户登录' }).getAttribute('href')).toBe(
      `${casBase}/portal`,
    );
    casUser = 'admin';
    await others.getByRole('link', { name: 'CAS单点登录' }).click();
    await page.waitForURL('**/isystem/role?from=mail');
    await page.getByRole('menuitem', { name: '系统管理' }).waitFor();
    // The ticket was validated for the URL CAS returned to, without the ticket.
    expect(validated.at(-1)).toBe(`${suite.api.url}/user/casLogin?redirect=%2Fisystem%2Frole%3Ffrom%3Dmail`);

    // A spent or unknown ticket: CAS's refusal and the way back to the login page.
    const other = await fresh();
    await other.goto(suite.api.url + '/user/casLogin?ticket=ST-unknown');
    await entryError(other).getByText('CAS票据校验失败：INVALID_TICKET').waitFor();
    await other.getByRole('button', { name: '返回登录页' }).click();
    await other.waitForURL('**/user/login');
  });

  it('SSO and third-party: a one-time token logs in and follows the redirect; a replay or a forgery is refused', async () => {
    const token = await mint('buyer1');
    const page = await fresh();
    await page.goto(
      `${suite.api.url}/user/ssoLogin?token=${encodeURIComponent(token)}&redirect=%2Fsourcing%2Finquiry`,
    );
    await page.waitForURL('**/sourcing/inquiry');
    await page.getByTestId('greeting').waitFor();

    const replay = await fresh();
    await replay.goto(`${suite.api.url}/user/ssoLogin?token=${encodeURIComponent(token)}`);
    await entryError(replay).getByText('登录凭证已使用，请重新登录').waitFor();
    expect(replay.url()).toContain('/user/ssoLogin');

    const third = await fresh();
    await third.goto(`${suite.api.url}/user/thirdLogin?token=${encodeURIComponent(await mint('auditor1'))}`);
    await third.waitForURL('**/dashboard/analysis');
    await third.getByTestId('greeting').waitFor();

    const forged = await fresh();
    await forged.goto(`${suite.api.url}/user/thirdLogin?token=not-a-token`);
    await entryError(forged).getByText('登录凭证无效或已过期').waitFor();
    await forged.goto(`${suite.api.url}/user/ssoLogin`);
    await entryError(forged).getByText('缺少登录凭证').waitFor();
  });

  it('403 for a page the user is not granted, 404 for one that does not exist, 500 for an app failure', async () => {
    const page = await fresh();
    await login(page, 'buyer1', 'Buyer@2026');
    await page.goto(suite.api.url + '/isystem/user');
    await page.waitForURL('**/403');
    await page.getByText('拒绝访问').waitFor();
    await page.goto(suite.api.url + '/isystem/no-such-page');
    await page.waitForURL('**/404');
    await page.getByText('很抱歉，资源未找到!').waitFor();
    // A page's code that throws while loading (not a missing chunk) is unrecoverable: the 500 page.
    await page.route('**/assets/PlatformStatusPage-*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken build");' }),
    );
    await page.goto(suite.api.url + '/platform/status');
    await page.waitForURL('**/500');
    await page.getByText('抱歉，服务器出错了').waitFor();
  });

  it('leaving asks first only while a form holds unsaved input', async () => {
    const page = await fresh();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.type());
      void d.dismiss();
    });
    await login(page, 'admin', 'Admin@2026');
    await page.goto(suite.api.url + '/isystem/role');
    const view = page.getByTestId('active-view');
    await view.getByRole('button', { name: /新\s*增/ }).click();
    const form = page.getByRole('dialog').filter({ hasText: '角色编码' });
    // Open but untouched: nothing to lose, no prompt.
    await form.getByPlaceholder('请输入角色名称').waitFor();
    await page.reload();
    expect(dialogs).toEqual([]);

    await view.getByRole('button', { name: /新\s*增/ }).click();
    await form.getByPlaceholder('请输入角色名称').fill('未保存的角色');
    void page.reload().catch(() => undefined);
    await expect.poll(() => dialogs).toEqual(['beforeunload']);
    // Dismissed: the page and the input stay.
    expect(await form.getByPlaceholder('请输入角色名称').inputValue()).toBe('未保存的角色');

    // Closed without saving: the form is gone, leaving no longer asks.
    await form.getByRole('button', { name: /取\s*消/ }).click();
    await form.waitFor({ state: 'hidden' });
    await page.reload();
    await view.getByRole('button', { name: /新\s*增/ }).waitFor();
    expect(dialogs).toEqual(['beforeunload']);
  });

  it('an import answered Token失效 (a revoked token) opens 登录已过期, as JSON calls do', async () => {
    const page = await fresh();
    await login(page, 'admin', 'Admin@2026');
    await page.goto(suite.api.url + '/isystem/role');
    const view = page.getByTestId('active-view');
    await view.getByRole('button', { name: /导\s*入/ }).waitFor();
    const token = await page.evaluate(() => {
      // Tests have no DOM types: storage through globalThis.
      const storage = (globalThis as unknown as { localStorage: { getItem(k: string): string | null } })
        .localStorage;
      return (JSON.parse(storage.getItem('pro__Access-Token') ?? '{}') as { value?: string }).value;
    });
    expect(token).toBeTruthy();
    const revoked = await page.request.post(suite.api.url + '/api/sys/logout', {
      headers: { 'X-Access-Token': token! },
    });
    expect(revoked.ok()).toBe(true);
    await view.locator('input[type=file]').setInputFiles({
      name: 'roles.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('PK\u0003\u0004'),
    });
    await page.getByText('很抱歉，登录已过期，请重新登录').waitFor();
    await page.getByRole('button', { name: '重新登录' }).click();
    await page.waitForURL('**/user/login**');
  });
});
