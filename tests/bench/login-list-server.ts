import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import Fastify from 'fastify';
import pg from 'pg';

/**
 * The servers the login/list bench loads, each in its own process so autocannon (in the bench's
 * process) does not share their event loop:
 * `node --import tsx tests/bench/login-list-server.ts <api|bare> <databaseUrl> <poolSize>`.
 * `api`: the real API (buildApp + Services on the bench's database, gateway started, no Temporal).
 * `bare`: the baseline, a bare Fastify + pg server answering the same 10-row user page with the
 * same SQL shape (page + count(*), in parallel as the API runs them), no auth.
 * Prints `READY <port>`, exits on the stdin line `exit`.
 */
const [mode, databaseUrl, poolArg] = process.argv.slice(2);
if (!databaseUrl || (mode !== 'api' && mode !== 'bare'))
  throw new Error('usage: login-list-server.ts <api|bare> <databaseUrl> [poolSize]');
const poolSize = Number(poolArg ?? 10);
const say = (line: string) => process.stdout.write(line + '\n');

const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret-01';

let port: number;
let close: () => Promise<void>;

if (mode === 'api') {
  const { connectDatabase } = await import('@srm/events');
  const { buildApp } = await import('../../api/src/app');
  const { Services } = await import('../../api/src/services');
  const handle = await connectDatabase({ kind: 'postgres', url: databaseUrl, poolSize });
  const services = new Services({
    databaseKind: 'postgres',
    temporalAddress: 'none (login-list bench)',
    version: 'bench',
  });
  services.setDatabase(handle);
  const { app, gateway } = await buildApp({
    services,
    apiPrefix: '/api',
    logLevel: 'silent',
    authSecret: AUTH_SECRET,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  await gateway.start();
  port = (app.server.address() as AddressInfo).port;
  close = async () => {
    await app.close();
    await handle.close();
  };
} else {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  pool.on('error', () => {});
  const app = Fastify({ logger: false });
  const PAGE_SQL = `select id, username, realname, phone, email, sex, avatar, status, is_show, org_code,
      tenant_id, supplier_id, created_at
    from sys_user where tenant_id = $1 order by created_at desc limit $2 offset $3`;
  const COUNT_SQL = 'select count(*)::int as total from sys_user where tenant_id = $1';
  type Row = {
    id: string;
    username: string;
    realname: string;
    phone: string | null;
    email: string | null;
    sex: number | null;
    avatar: string | null;
    status: number;
    is_show: number;
    org_code: string | null;
    tenant_id: string;
    supplier_id: string | null;
    created_at: Date;
  };
  app.get('/api/sys/user/list', async (req) => {
    const q = req.query as Record<string, string | undefined>;
    const pageNo = Math.max(1, Number(q.pageNo ?? 1) || 1);
    const pageSize = Math.min(1000, Math.max(1, Number(q.pageSize ?? 10) || 10));
    const tenantId = '1';
    const [page, count] = await Promise.all([
      pool.query<Row>(PAGE_SQL, [tenantId, pageSize, (pageNo - 1) * pageSize]),
      pool.query<{ total: number }>(COUNT_SQL, [tenantId]),
    ]);
    const total = count.rows[0]?.total ?? 0;
    return {
      success: true,
      message: '操作成功！',
      code: 200,
      result: {
        records: page.rows.map((u) => ({
          id: u.id,
          username: u.username,
          realname: u.realname,
          phone: u.phone,
          email: u.email,
          sex: u.sex,
          avatar: u.avatar,
          status: u.status,
          isShow: u.is_show,
          orgCode: u.org_code,
          tenantId: u.tenant_id,
          supplierId: u.supplier_id,
          createTime: u.created_at.toISOString(),
        })),
        total,
        current: pageNo,
        size: pageSize,
        pages: Math.ceil(total / pageSize),
      },
      timestamp: Date.now(),
    };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
  close = async () => {
    await app.close();
    await pool.end();
  };
}

say(`READY ${port}`);
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() === 'exit') void close().finally(() => process.exit(0));
});
