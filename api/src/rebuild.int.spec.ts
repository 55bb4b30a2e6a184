import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createEventStore,
  inlineProjections,
  masterdata,
  nonProjectionTables,
  projectionCoverageProblems,
  rebuildProjections,
  snapshotTables,
  supplier,
  type InlineProjection,
} from '@srm/events';
import { BACKENDS, type Backend } from '@srm/events/testing';
import { startWorkers, TASK_QUEUES } from '@srm/workflow';
import { createTestTemporal, temporalCliPath } from '@srm/workflow/testing';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CapturingSmsSender } from './modules/auth/index';
import { seedDemoData } from './seed';
import { DEMO_TENANT } from './seed-data';
import { startHarness, type Envelope, type Harness } from './testing/harness';

type Page<T> = { records: T[]; total: number };
type Task = { id: string; instanceId: string };

/** Every table a projection owns, plus the one kept by triggers on a projection's table. */
const compared = () => [...inlineProjections.flatMap((p) => p.tables), 'sys_user_tenant_count'].sort();

/** One approval step (approver1), then the end copies the finance role (抄送). */
const approvalXml = (key: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:srm="https://srm.dev/schema/bpmn/srm" id="d" targetNamespace="https://srm.dev/test">
  <bpmn:process id="${key}" isExecutable="true">
    <bpmn:startEvent id="start"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="review" name="审核" srm:assignee="approver1"><bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing></bpmn:userTask>
    <bpmn:endEvent id="end" srm:outcome="approved" srm:ccRoles="finance"><bpmn:incoming>f2</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="review" />
    <bpmn:sequenceFlow id="f2" sourceRef="review" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

/**
 * [ARCH] 7: rebuilding every projection from the log gives tables identical to the live ones, over
 * the seeded demo plus flows through the real routes (and an approval run on Temporal when its CLI
 * is installed), on PostgreSQL and on PGlite. One file: the two share the Temporal server and the
 * workflow bundle (split in two, the pair costs more CPU than it saves on 2 cores).
 */
const withTemporal = existsSync(temporalCliPath());
let env: TestWorkflowEnvironment | undefined;
beforeAll(async () => {
  if (withTemporal) env = await createTestTemporal();
}, 120_000);
afterAll(async () => env?.teardown());

describe.each(BACKENDS)('rebuilding the projections from the log on %s', (backend: Backend) => {
  let h: Harness;
  let dir: string;
  let workers: Awaited<ReturnType<typeof startWorkers>> | undefined;
  const sink = new CapturingSmsSender();
  const tokens: Record<string, string> = {};
  const db = () => h.services.db();

  const ok = async <T>(answer: Promise<{ status: number; body: Envelope<T> }>, what: string) => {
    const r = await answer;
    expect(r.body.success, `${what}: ${r.status} ${r.body.message}`).toBe(true);
    return r.body.result;
  };
  const login = async (username: string, password: string) =>
    (await ok(h.post<{ token: string }>('/sys/login', { username, password }), `login ${username}`)).token;
  const upload = async (token: string) => {
    const f = new FormData();
    f.append('file', new Blob([Buffer.from('%PDF-1.4\nrebuild\n%%EOF\n')]), '营业执照.pdf');
    f.append('biz', 'supplier');
    const encoded = new Response(f);
    const r = await h.app.inject({
      method: 'POST',
      url: '/api/sys/common/upload',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '', 'x-access-token': token },
    });
    return r.json<Envelope<{ path: string }>>().result.path;
  };
  const until = async <T>(what: string, read: () => Promise<T | undefined>): Promise<T> => {
    for (let i = 0; i < 400; i++) {
      const v = await read();
      if (v !== undefined) return v;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`never: ${what}`);
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'srm-rebuild-'));
    h = await startHarness(
      {
        smsSender: sink,
        upload: { dir },
        supplierRegistration: { tenantId: DEMO_TENANT.id, roleCode: 'supplier' },
      },
      backend,
    );
    await seedDemoData(h.services.store());
    if (env) {
      h.services.setTemporal(env.client);
      workers = await startWorkers({
        connection: env.nativeConnection,
        namespace: env.namespace ?? 'default',
        store: createEventStore(h.tdb),
        taskQueues: [TASK_QUEUES.process],
      });
    }
  }, 120_000);
  afterAll(async () => {
    await workers?.shutdown();
    await h?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('every table of the schema is owned by one projection or listed, with its reason, as not one', async () => {
    expect(await projectionCoverageProblems(db(), inlineProjections, nonProjectionTables)).toEqual([]);
  });

  it('runs the flows: admin records, users, logins, announcements, settings, codes, portal, suppliers', async () => {
    tokens.admin = await login('admin', 'Admin@2026');
    tokens.buyer1 = await login('buyer1', 'Buyer@2026');
    expect((await h.post('/sys/login', { username: 'buyer2', password: 'wrong' })).body.success).toBe(false);

    // Admin records: created, edited, deleted (with link tables).
    const role = await ok(
      h.post<{ id: string }>('/sys/role/add', { roleName: '仓储', roleCode: 'warehouse' }, tokens.admin),
      'role add',
    );
    await ok(h.put('/sys/role/edit', { id: role.id, roleName: '仓储主管' }, tokens.admin), 'role edit');
    const gone = await ok(
      h.post<{ id: string }>('/sys/role/add', { roleName: '临时', roleCode: 'temp' }, tokens.admin),
      'role add',
    );
    await ok(h.del(`/sys/role/delete?id=${gone.id}`, tokens.admin), 'role delete');

    // Users: added, frozen and thawed, logged in, logged out.
    const clerk = await ok(
      h.post<{ id: string }>(
        '/sys/user/add',
        {
          username: 'clerk1',
          realname: '文员',
          password: 'Clerk@2026',
          selectedroles: 'role-buyer',
          selecteddeparts: 'dep-raw',
          phone: '13811112222',
        },
        tokens.admin,
      ),
      'user add',
    );
    await ok(h.put('/sys/user/frozenBatch', { ids: clerk.id, status: 2 }, tokens.admin), 'freeze');
    await ok(h.put('/sys/user/frozenBatch', { ids: clerk.id, status: 1 }, tokens.admin), 'thaw');
    const clerkToken = await login('clerk1', 'Clerk@2026');
    await ok(
      h.put(
        '/sys/user/login/setting/layout',
        {
          theme: 'dark',
          layout: 'sidemenu',
          contentWidth: 'Fluid',
          fixedHeader: true,
          fixSiderbar: true,
          autoHideHeader: false,
          color: '#1890ff',
          weak: false,
          multipage: true,
          watermark: false,
        },
        clerkToken,
      ),
      'layout',
    );
    await ok(h.post('/sys/logout', {}, clerkToken), 'logout');

    // Announcements: one edited, released and read; one deleted.
    const annt = await ok(
      h.post<{ id: string }>(
        '/sys/annountCement/add',
        {
          titile: '设备检修通知',
          msgContent: '<p>内容</p>',
          msgCategory: '1',
          priority: 'M',
          msgType: 'ALL',
        },
        tokens.admin,
      ),
      'announcement add',
    );
    await ok(
      h.put('/sys/annountCement/edit', { id: annt.id, titile: '设备检修通知（更新）' }, tokens.admin),
      'edit',
    );
    await ok(h.get(`/sys/annountCement/doReleaseData?id=${annt.id}`, tokens.admin), 'release');
    await ok(
      h.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: annt.id }, tokens.buyer1),
      'read',
    );
    const draft = await ok(
      h.post<{ id: string }>(
        '/sys/annountCement/add',
        { titile: '草稿', msgContent: '<p>x</p>', msgCategory: '1', priority: 'L', msgType: 'ALL' },
        tokens.admin,
      ),
      'announcement add',
    );
    await ok(h.del(`/sys/annountCement/delete?id=${draft.id}`, tokens.admin), 'announcement delete');

    // Codes from a fill rule; portal news.
    await ok(h.put('/sys/fillRule/executeRuleByCode/purchase_order', {}, tokens.admin), 'fill rule');
    await ok(h.put('/sys/fillRule/executeRuleByCode/purchase_order', {}, tokens.buyer1), 'fill rule');

    // A supplier registers, completes, is rejected, submits again and is approved; then signs up.
    const mobile = '13700000001';
    expect((await h.post('/account/sms', { mobile, smsmode: '1' })).body.success).toBe(true);
    const reg = await ok(
      h.post<{ supplierId: string }>('/auth/register', {
        companyName: '福建闽江石英砂有限公司',
        creditCode: '91350100M000100Y43',
        contact: '林海',
        mobile,
        username: 'minjiang',
        password: 'Minjiang@2026',
        confirmPassword: 'Minjiang@2026',
        categoryIds: [],
        captcha: sink.lastCodeFor(mobile),
      }),
      'register',
    );
    const sup = await login('minjiang', 'Minjiang@2026');
    const info = async () => ({
      companyName: '福建闽江石英砂有限公司',
      creditCode: '91350100M000100Y43',
      contact: '林海',
      phone: mobile,
      email: 'lin@minjiang.example.com',
      address: '福州市闽侯县',
      legalPerson: '林江',
      categoryIds: [],
      attachments: [await upload(sup)],
    });
    await ok(h.post('/supplierBaseAPI/submit', await info(), sup), 'submit');
    await ok(
      h.post('/supplier/access/reject', { id: reg.supplierId, reason: '营业执照已过期' }, tokens.admin),
      'reject',
    );
    await ok(h.post('/supplierBaseAPI/submit', await info(), sup), 'submit again');
    await ok(
      h.post('/supplier/access/approve', { id: reg.supplierId, comment: '资料齐全' }, tokens.admin),
      'approve',
    );
    const admitted = await login('minjiang', 'Minjiang@2026');
    const project = await db()
      .selectFrom('portal_announcement')
      .select('id')
      .orderBy('deadline', 'desc')
      .executeTakeFirstOrThrow();
    await ok(h.post('/portal/signUp', { projectId: project.id }, admitted), 'sign up');
    // The supplier master: profile, blacklist lifted early, barred again; a qualification reminded.
    const id = reg.supplierId;
    await ok(
      h.put(
        '/supplier/archive/edit',
        { id, code: 'GYS9001', level: 'B', registeredCapital: '800' },
        tokens.admin,
      ),
      'profile',
    );
    await ok(
      h.post(
        '/supplier/blacklist/add',
        { supplierId: id, reason: '延期交货', from: '2026-01-01', to: '2099-12-31' },
        tokens.admin,
      ),
      'bar',
    );
    await ok(h.post('/supplier/blacklist/lift', { supplierId: id, reason: '已整改' }, tokens.admin), 'lift');
    await ok(
      h.post(
        '/supplier/blacklist/add',
        { supplierId: id, reason: '质量事故', from: '2026-01-01' },
        tokens.admin,
      ),
      'bar again',
    );
    await masterdata.syncEntityDefinitions(
      h.services.store(),
      masterdata.declaredEntities.filter((d) => d.name === 'qualification'),
      { metadata: { actor: 'system' } },
    );
    const soon = new Date(h.services.now().getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
    await ok(
      h.post(
        '/masterdata/qualification/add',
        {
          supplierId: id,
          qualType: 'iso9001',
          certNo: 'Q-1',
          issuer: 'CQC',
          validFrom: '2024-01-01',
          validTo: soon,
        },
        tokens.admin,
      ),
      'qualification',
    );
    expect(await supplier.sendQualificationReminders(h.services.store(), { now: h.services.now() })).toBe(1);
  });

  it('runs the flows: online reports defined, changed, deleted and defined again', async () => {
    const unit = masterdata.declaredEntities.filter((d) => d.name === 'unit');
    await masterdata.syncEntityDefinitions(h.services.store(), unit, { metadata: { actor: 'test' } });
    const admin = await login('admin', 'Admin@2026');
    const report = (code: string, name: string) => ({
      code,
      name,
      entity: 'unit',
      columns: [{ field: 'code', sortable: true }, { field: 'name' }],
      queryFields: [{ field: 'name' }],
    });
    const kept = await ok(
      h.post<{ id: string }>('/online/cgreport/head/add', report('rb_units', '单位'), admin),
      'add',
    );
    await ok(
      h.put('/online/cgreport/head/edit', { ...report('rb_units', '计量单位'), id: kept.id }, admin),
      'edit',
    );
    const gone = await ok(
      h.post<{ id: string }>('/online/cgreport/head/add', report('rb_gone', '删除'), admin),
      'add',
    );
    await ok(h.del(`/online/cgreport/head/delete?id=${gone.id}`, admin), 'delete');
    await ok(h.post('/online/cgreport/head/add', report('rb_gone', '再次'), admin), 'add again');
  });

  it.runIf(withTemporal)('runs an approval: deploy, start, approve, copy, read the copy', async () => {
    const key = `rebuildReview${backend === 'postgres' ? 'Pg' : 'Lite'}`;
    const def = await ok(
      h.post<{ id: string }>(
        '/process/definition/add',
        { key, name: '重建审核', xml: approvalXml(key) },
        tokens.admin,
      ),
      'definition add',
    );
    await ok(h.post('/process/definition/deploy', { id: def.id }, tokens.admin), 'deploy');
    await ok(
      h.post('/process/definition/bind', { id: def.id, documentType: 'contract' }, tokens.admin),
      'bind',
    );
    const { instanceId } = await ok(
      h.post<{ instanceId: string }>(
        '/process/instance/start',
        { documentType: 'contract', businessKey: `HT-${backend}`, title: `合同 ${backend}`, variables: {} },
        tokens.admin,
      ),
      'start',
    );
    const approver = await login('approver1', 'Approver@2026');
    const task = await until('approver1 has the task', async () =>
      (await h.get<Page<Task>>('/process/task/todo', approver)).body.result.records.find(
        (t) => t.instanceId === instanceId,
      ),
    );
    await ok(
      h.post('/process/task/complete', { taskId: task.id, decision: 'approve', comment: '同意' }, approver),
      'complete',
    );
    const finance = await login('finance1', 'Finance@2026');
    await until('the copy reaches finance1', async () =>
      (await h.get<Page<{ id: string }>>('/process/task/cc', finance)).body.result.total > 0
        ? true
        : undefined,
    );
    await ok(h.post('/process/task/cc/read', { all: true }, finance), 'cc read');
    await until('the instance ended', async () =>
      (
        await db()
          .selectFrom('process_instance')
          .select('status')
          .where('id', '=', instanceId)
          .executeTakeFirst()
      )?.status === 'ended'
        ? true
        : undefined,
    );
  });

  it('rebuilding from the log gives tables identical to the live ones', async () => {
    const tables = compared();
    const live = await snapshotTables(db(), tables);
    expect(Object.values(live).reduce((n, rows) => n + rows.length, 0)).toBeGreaterThan(100);
    const result = await rebuildProjections(h.services.store());
    expect(result.events).toBeGreaterThan(100);
    const rebuilt = await snapshotTables(db(), tables);
    for (const table of tables) expect(rebuilt[table], table).toEqual(live[table]);
  });

  it('applying one event at a time gives the same tables: no projection depends on how events were batched', async () => {
    const tables = compared();
    const live = await snapshotTables(db(), tables);
    const oneByOne: InlineProjection[] = inlineProjections.map((p) => ({
      ...p,
      async apply(trx, events) {
        for (const e of events) await p.apply(trx, [e]);
      },
    }));
    const rebuilt = await db()
      .transaction()
      .execute(async (trx) => {
        await rebuildProjections(h.services.store(), { projections: oneByOne, trx });
        const after = await snapshotTables(trx, tables);
        throw Object.assign(new Error('roll back'), { after });
      })
      .catch((e: { after?: Record<string, unknown[]> }) => e.after);
    for (const table of tables) expect(rebuilt?.[table], table).toEqual(live[table]);
  });

  it('negative control: a projection that ignores one event type makes the comparison fail', async () => {
    const tables = compared();
    const live = await snapshotTables(db(), tables);
    const broken: InlineProjection[] = inlineProjections.map((p) =>
      p.name === 'sysAnnouncement'
        ? { ...p, handles: p.handles.filter((t) => t !== 'AnnouncementEdited') }
        : p,
    );
    const differs = await db()
      .transaction()
      .execute(async (trx) => {
        await rebuildProjections(h.services.store(), { projections: broken, trx });
        const rebuilt = await snapshotTables(trx, tables);
        const diff = tables.filter((t) => JSON.stringify(rebuilt[t]) !== JSON.stringify(live[t]));
        throw Object.assign(new Error('roll back'), { diff });
      })
      .catch((e: { diff?: string[] }) => e.diff);
    expect(differs).toEqual(['sys_announcement']);
    // Rolled back: the live tables are untouched.
    expect(await snapshotTables(db(), tables)).toEqual(live);
  });
});
