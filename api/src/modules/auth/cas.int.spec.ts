import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';

type LoginResult = { token: string; userInfo: { username: string }; sysAllDictItems: object };

const SERVICE = 'http://127.0.0.1:3000/';
const success = (user: string) => `<?xml version="1.0" encoding="UTF-8"?>
<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationSuccess>
    <cas:user>${user}</cas:user>
    <cas:attributes><cas:email>${user}@example.com</cas:email></cas:attributes>
  </cas:authenticationSuccess>
</cas:serviceResponse>`;
const failure = (code: string, text: string) => `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationFailure code="${code}">${text}</cas:authenticationFailure>
</cas:serviceResponse>`;

describe('CAS client login: serviceValidate against a CAS responder (real PostgreSQL)', () => {
  let h: Harness;
  let cas: Server;
  const asked: URLSearchParams[] = [];
  /** Tickets the responder knows, each good once, as a CAS server keeps them. */
  const tickets = new Map<string, string>();

  beforeAll(async () => {
    cas = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://cas');
      if (url.pathname !== '/cas/serviceValidate') return res.writeHead(404).end();
      asked.push(url.searchParams);
      const ticket = url.searchParams.get('ticket') ?? '';
      if (ticket === 'ST-broken') return res.writeHead(500).end('oops');
      if (ticket === 'ST-garbage')
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>login</html>');
      const user = tickets.get(ticket);
      tickets.delete(ticket);
      res.writeHead(200, { 'content-type': 'application/xml' });
      if (user && url.searchParams.get('service') === SERVICE) return res.end(success(user));
      return res.end(failure('INVALID_TICKET', `Ticket ${ticket} not recognized`));
    });
    await new Promise<void>((resolve) => cas.listen(0, '127.0.0.1', resolve));
    const { port } = cas.address() as AddressInfo;
    h = await startHarness({ casUrl: `http://127.0.0.1:${port}/cas` });
    await h.userWith('cas-user');
  });
  afterAll(async () => {
    await h?.close();
    await new Promise((resolve) => cas?.close(resolve));
  });

  const validate = (ticket: string, service = SERVICE) =>
    h.get<LoginResult>(
      `/cas/client/validateLogin?ticket=${encodeURIComponent(ticket)}&service=${encodeURIComponent(service)}`,
    );

  it('logs the user CAS names in, with the login result', async () => {
    tickets.set('ST-1-good', 'cas-user');
    const r = await validate('ST-1-good');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      success: true,
      code: 200,
      result: { userInfo: { username: 'cas-user' }, sysAllDictItems: {} },
    });
    expect((await h.get('/user/info', r.body.result.token)).body.result).toMatchObject({
      username: 'cas-user',
    });
    expect(asked.at(-1)?.get('service')).toBe(SERVICE);
    expect(asked.at(-1)?.get('ticket')).toBe('ST-1-good');
  });

  it("answers CAS's failure: a spent or unknown ticket, another service", async () => {
    const spent = await validate('ST-1-good');
    expect(spent).toMatchObject({
      status: 400,
      body: { success: false, message: 'CAS票据校验失败：INVALID_TICKET' },
    });
    tickets.set('ST-2', 'cas-user');
    expect((await validate('ST-2', 'http://evil.example/')).status).toBe(400);
  });

  it('refuses a CAS user unknown here, an unreachable or unreadable server, and a malformed request', async () => {
    tickets.set('ST-3', 'stranger');
    expect((await validate('ST-3')).body.message).toBe('未找到对应用户');
    expect(await validate('ST-broken')).toMatchObject({
      status: 502,
      body: { message: 'CAS服务器无法访问，请稍后重试' },
    });
    expect(await validate('ST-garbage')).toMatchObject({
      status: 502,
      body: { message: 'CAS服务器的应答无法识别' },
    });
    expect((await h.get('/cas/client/validateLogin?service=http%3A%2F%2Fa%2F')).body.message).toContain(
      '缺少CAS票据',
    );
    expect((await h.get('/cas/client/validateLogin?ticket=ST-9&service=not%20a%20url')).status).toBe(400);
  });
});
