import { hash } from '@node-rs/argon2';
import { creditCodeCheckChar } from '@srm/contracts/supplier';
import { MASTER_DATA_ENTITIES } from '@srm/contracts/masterdata/entities';
import type {
  ComparisonView,
  ProjectView,
  RequisitionView,
  SupplierProjectView,
} from '@srm/contracts/sourcing';
import { masterdata, rebuildProjections, snapshotTables, sourcing, supplier, system } from '@srm/events';
import { deadlineSetSignal, sourcingWorkflowId, TASK_QUEUES } from '@srm/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, MASTER_DATA_DICTS } from '../../seed-data';
import { startApprovalHarness, type ApprovalHarness } from '../../testing/approval-harness';

/** One approver task (`mgr`) per document type: what the test's tenant binds to each. */
const processXml = (key: string, name: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:srm="https://srm.dev/schema/bpmn/srm" id="defs" targetNamespace="https://srm.dev/test">
  <bpmn:process id="${key}" name="${name}" isExecutable="true">
    <bpmn:startEvent id="start" name="提交"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="mgr" name="主管审批" srm:assignee="mgr">
      <bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:endEvent id="end" name="结束"><bpmn:incoming>f2</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="mgr" />
    <bpmn:sequenceFlow id="f2" sourceRef="mgr" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;
const BINDINGS = [
  ['reqApproval', '采购申请审批', 'purchaseRequisition'],
  ['publishApproval', '寻源发布审批', 'sourcingProject'],
  ['awardApproval', '定标审批', 'award'],
] as const;
const ADMIN = ['process:definition:add', 'process:definition:deploy', 'process:definition:bind'];
const BUYER = Object.values((await import('@srm/contracts/sourcing')).SOURCING_ACTIONS);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const creditCode = (n: number) => {
  const first = `91330100MA2H${String(n).padStart(5, '0')}`;
  return first + creditCodeCheckChar(first)!;
};

describe('sourcing: an inquiry from requisition to a split award (real PostgreSQL, real Temporal dev server)', () => {
  let h: ApprovalHarness;
  const t: Record<string, string> = {};
  const store = () => h.services.store();
  /** S7's licence for sizing agents ran out two days ago (China Standard Time). */
  const expiredOn = supplier.cstDay(new Date(Date.now() - 2 * 86_400_000));

  beforeAll(async () => {
    h = await startApprovalHarness([TASK_QUEUES.process, TASK_QUEUES.sourcing]);
    t.admin = (await h.userWith('sadmin', { tenantId: '1', actions: ADMIN })).token;
    t.buyer = (await h.userWith('buyer', { tenantId: '1', actions: BUYER })).token;
    t.mgr = (await h.userWith('mgr', { tenantId: '1' })).token;
    t.other = (await h.userWith('otherbuyer', { tenantId: '2', actions: BUYER })).token;
    for (const [key, name, documentType] of BINDINGS) {
      const { id } = (
        await h.post<{ id: string }>(
          '/process/definition/add',
          { key, name, xml: processXml(key, name) },
          t.admin,
        )
      ).body.result;
      expect((await h.post('/process/definition/deploy', { id }, t.admin)).body.success).toBe(true);
      expect((await h.post('/process/definition/bind', { id, documentType }, t.admin)).body.success).toBe(
        true,
      );
    }
    const now = new Date();
    const info = (n: number, name: string) => ({
      companyName: name,
      creditCode: creditCode(n),
      contact: '联系人',
      phone: `1380000000${n}`,
      email: null,
      address: null,
      legalPerson: null,
      categoryIds: [],
      attachments: [],
    });
    for (const [id, name] of [
      ['S1', '泰山玻纤配套'],
      ['S2', '巨石原料供应'],
      ['S3', '未受邀公司'],
    ] as const) {
      await supplier.admitSupplier(store(), {
        supplierId: id,
        tenantId: '1',
        info: info(Number(id[1]), name),
        by: 'seed',
        now,
      });
      t[id] = (await h.userWith(`user-${id}`, { tenantId: '1', supplierId: id })).token;
    }
    // Registered, not admitted: refused before anything else is asked.
    await supplier.registerSupplier(store(), {
      supplierId: 'S4',
      tenantId: '1',
      info: info(4, '待准入公司'),
      user: {
        id: 'u-s4',
        username: 'user-S4',
        realname: 's4',
        passwordHash: await hash('Harness@2026'),
        phone: '13800000004',
        roleIds: [],
      },
      now,
    });
    // What a real tenant has: the category tree, the supplier master's dictionaries and its declared
    // entities (materials, source pools, qualifications), written through the engine's commands.
    const seed = { metadata: { actor: 'seed', tenantId: '1' } };
    for (const { id, ...values } of DEMO_CATEGORIES) {
      await system.createRecord(store(), 'category', { id, tenantId: '0', values }, seed);
    }
    for (const d of MASTER_DATA_DICTS.filter((x) =>
      ['qualification_type', 'source_pool_status'].includes(x.code),
    )) {
      const dictId = `dict-${d.code}`;
      await system.createRecord(
        store(),
        'dict',
        { id: dictId, tenantId: '0', values: { dictName: d.name, dictCode: d.code, type: 0 } },
        seed,
      );
      for (const [i, [itemValue, itemText]] of d.items.entries()) {
        await system.createRecord(
          store(),
          'dictItem',
          {
            id: `${dictId}-${itemValue}`,
            tenantId: '0',
            values: { dictId, itemValue, itemText, itemColor: null, sortOrder: i + 1, status: 1 },
          },
          seed,
        );
      }
    }
    await masterdata.syncEntityDefinitions(
      store(),
      MASTER_DATA_ENTITIES.filter((e) => ['material', 'sourcePool', 'qualification'].includes(e.name)),
      seed,
    );
    // Refused by the supplier master: S5 blacklisted (though in the pools), S6 outside the sizing
    // pool, S7 with its hazardous-chemicals licence for sizing agents expired.
    for (const [id, name] of [
      ['S5', '黑名单公司'],
      ['S6', '池外公司'],
      ['S7', '资质过期公司'],
    ] as const) {
      await supplier.admitSupplier(store(), {
        supplierId: id,
        tenantId: '1',
        info: info(Number(id[1]), name),
        by: 'seed',
        now,
      });
    }
    await supplier.blacklistSupplier(store(), {
      supplierId: 'S5',
      reason: '串通报价',
      from: supplier.cstDay(now),
      to: null,
      by: 'seed',
      now,
    });
    const pools = ['S1', 'S2', 'S3', 'S5', 'S6', 'S7'].flatMap((s) =>
      (s === 'S6' ? ['cat-product'] : ['cat-product', 'cat-aux-sizing']).map((categoryId) => ({
        id: `pool-${s}-${categoryId}`,
        values: { supplierId: s, categoryId, poolStatus: 'qualified', joinDate: '2026-01-01' },
      })),
    );
    await masterdata.createEntityRecords(store(), 'sourcePool', { tenantId: '1', records: pools }, seed);
    await masterdata.createEntityRecords(
      store(),
      'qualification',
      {
        tenantId: '1',
        records: [
          {
            id: 'qual-S7',
            values: {
              supplierId: 'S7',
              qualType: 'hazchem_license',
              certNo: '苏危化经字00318',
              issuer: '苏州市应急管理局',
              categoryId: 'cat-aux-sizing',
              validFrom: '2023-11-01',
              validTo: expiredOn,
            },
          },
        ],
      },
      seed,
    );
    for (const [id, code, name, categoryId] of [
      ['m1', 'RV01.0001', '无碱玻璃纤维直接纱', 'cat-product-roving'],
      ['m2', 'SZ02.0001', '硅烷偶联剂', 'cat-aux-sizing'],
    ] as const) {
      await h.services
        .db()
        .insertInto('md_material' as never)
        .values({
          id,
          tenant_id: '1',
          code,
          name,
          material_type: 'raw',
          category_id: categoryId,
          unit_code: 't',
          status: '1',
        } as never)
        .execute();
    }
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  const until = async (what: () => Promise<boolean>, label: string, ms = 20_000) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (await what()) return;
      await sleep(100);
    }
    throw new Error(`never: ${label}`);
  };
  const approveAll = async () => {
    await until(
      async () =>
        ((await h.get<{ records: unknown[] }>('/process/task/todo', t.mgr)).body.result.records.length ?? 0) >
        0,
      'a task for mgr',
    );
    const todo = await h.get<{ records: { id: string }[] }>('/process/task/todo', t.mgr);
    for (const task of todo.body.result.records) {
      expect(
        (await h.post('/process/task/complete', { taskId: task.id, decision: 'approve' }, t.mgr)).body
          .success,
      ).toBe(true);
    }
  };
  const requisition = (id: string) =>
    h.get<RequisitionView>(`/sourcing/requisition/queryById?id=${id}`, t.buyer);
  const project = (id: string, who = 'buyer') =>
    h.get<ProjectView>(`/sourcing/project/queryById?id=${id}`, t[who]);
  const supView = (id: string, who: string) =>
    h.get<SupplierProjectView>(`/sup/sourcing/project/queryById?id=${id}`, t[who]);
  const quote = (projectId: string, who: string, lines: { lineId: string; price: string }[]) =>
    h.post(
      '/sup/sourcing/quote',
      {
        projectId,
        lines: lines.map((l) => ({ ...l, taxRate: '13', leadTimeDays: 15, validUntil: '2027-06-30' })),
        attachments: [`/files/${who}-quote.pdf`],
      },
      t[who],
    );
  const streamEvents = async (projectId: string, type: string) =>
    (await store().readStream(sourcing.sourcingProjectStreamId(projectId))).events.filter(
      (e) => e.type === type,
    );

  it('goes from an approved requisition through quotes, the deadline and a split award to its hand-off event', async () => {
    // 采购申请 -> approval -> approved.
    const added = await h.post<{ id: string; code: string }>(
      '/sourcing/requisition/add',
      {
        title: '12月池窑原料',
        lines: [
          { materialId: 'm1', quantity: '100', needDate: '2027-01-15', budget: '650000', currency: 'CNY' },
          { materialId: 'm2', quantity: '10.5', needDate: '2027-01-15', budget: '42000.5', currency: 'CNY' },
        ],
      },
      t.buyer,
    );
    expect(added.body).toMatchObject({ success: true, message: '保存成功' });
    const reqId = added.body.result.id;
    const unknown = await h.post(
      '/sourcing/requisition/add',
      {
        title: 'x',
        lines: [{ materialId: 'nope', quantity: '1', needDate: '2027-01-15', budget: '1', currency: 'CNY' }],
      },
      t.buyer,
    );
    expect(unknown.body).toMatchObject({ success: false, message: '物料不存在' });
    const float = await h.post(
      '/sourcing/requisition/add',
      {
        title: 'x',
        lines: [
          { materialId: 'm1', quantity: '1.23456', needDate: '2027-01-15', budget: '1', currency: 'CNY' },
        ],
      },
      t.buyer,
    );
    expect(float.status).toBe(400);
    expect(float.body.message).toContain('数量应为数字，最多15位整数、3位小数');

    expect((await h.post('/sourcing/requisition/submit', { id: reqId }, t.buyer)).body.success).toBe(true);
    expect((await requisition(reqId)).body.result).toMatchObject({ status: 'pending', statusText: '审批中' });
    await approveAll();
    await until(
      async () => (await requisition(reqId)).body.result.status === 'approved',
      'requisition approved',
    );
    expect((await requisition(reqId)).body.result.lines).toMatchObject([
      { materialCode: 'RV01.0001', quantity: '100.000', unit: 't', budget: '650000.00', projectCode: null },
      { materialCode: 'SZ02.0001', quantity: '10.500', budget: '42000.50', projectCode: null },
    ]);

    // The quote deadline: a whole minute, far enough ahead for the two approvals and the quotes.
    const deadline = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000);
    const fromRequisition = (requisitionLineId: string) => ({
      requisitionId: reqId,
      requisitionLineId,
      deliveryDate: '2027-01-20',
      deliveryPlace: '桐乡基地二号仓',
      ceilingPrice: requisitionLineId === '1' ? '6500' : null,
    });
    const body = {
      title: '12月池窑原料询价',
      kind: 'inquiry',
      participation: 'invited',
      currency: 'CNY',
      quoteDeadline: deadline.toISOString(),
      lines: [fromRequisition('1'), fromRequisition('2')],
    };
    const created = await h.post<{ id: string; code: string }>('/sourcing/project/add', body, t.buyer);
    expect(created.body.success).toBe(true);
    const { id, code } = created.body.result;
    expect(code).toMatch(/^XJ-\d{4}-\d{6}$/);
    // A line sourced once is not sourced twice, and nothing of the second project is written.
    const again = await h.post('/sourcing/project/add', { ...body, lines: [fromRequisition('2')] }, t.buyer);
    expect(again.body).toMatchObject({
      success: false,
      message: `采购申请行「硅烷偶联剂」已转入寻源项目 ${code}，不能重复寻源`,
    });
    expect(await h.services.db().selectFrom('sourcing_project').select('id').execute()).toHaveLength(1);
    expect((await requisition(reqId)).body.result.lines.map((l) => [l.projectId, l.projectCode])).toEqual([
      [id, code],
      [id, code],
    ]);
    const seconds = await h.post(
      '/sourcing/project/add',
      { ...body, quoteDeadline: new Date(deadline.getTime() + 30_000).toISOString() },
      t.buyer,
    );
    expect(seconds.body).toMatchObject({ success: false, message: '截止时间只能精确到分钟' });

    // Invitations through the eligibility port.
    for (const s of ['S1', 'S2']) {
      expect((await h.post('/sourcing/project/invite', { id, supplierId: s }, t.buyer)).body.message).toBe(
        '邀请成功',
      );
    }
    expect((await h.post('/sourcing/project/invite', { id, supplierId: 'S4' }, t.buyer)).body).toMatchObject({
      success: false,
      message: '供应商「待准入公司」尚未通过准入，不能参与寻源',
    });
    // The supplier master's rule, per category of the lines (无捻粗纱 under 玻纤制品's pool, 浸润剂).
    for (const [s, message] of [
      ['S5', '供应商「黑名单公司」在黑名单中（原因：串通报价；期限至：长期），不能邀请'],
      ['S6', '供应商「池外公司」不在品类「浸润剂」的资源池中，不能邀请'],
      [
        'S7',
        `供应商「资质过期公司」的资质「危险化学品经营许可证」（证书编号 苏危化经字00318）已于 ${expiredOn} 过期，不能邀请`,
      ],
    ] as const) {
      expect(
        (await h.post('/sourcing/project/invite', { id, supplierId: s }, t.buyer)).body,
        s,
      ).toMatchObject({
        success: false,
        message,
      });
    }
    // Nothing written for the refused ones.
    expect(await streamEvents(id, 'SourcingSupplierInvited')).toHaveLength(2);
    expect((await project(id)).body.result.suppliers.map((s) => s.supplierId)).toEqual(['S1', 'S2']);
    // Not published yet: the invited supplier does not see it.
    expect((await supView(id, 'S1')).status).toBe(404);

    // Publication approval -> published, bidding; the portal announces it.
    expect((await h.post('/sourcing/project/submit', { id }, t.buyer)).body.success).toBe(true);
    await approveAll();
    await until(async () => (await project(id)).body.result.status === 'bidding', 'bidding');
    // The announcement follows the publication (the same handler, right after it).
    await until(
      async () =>
        (await h.get<{ title: string }[]>('/portal/view/purchaseAnnouncement?type=inquiry')).body.result.some(
          (a) => a.title === '12月池窑原料询价',
        ),
      'announced on the portal',
    );

    // Quotes and a revision before the deadline.
    expect(
      (
        await quote(id, 'S1', [
          { lineId: '1', price: '6300' },
          { lineId: '2', price: '3980.5' },
        ])
      ).body.message,
    ).toBe('报价成功');
    expect((await quote(id, 'S1', [{ lineId: '1', price: '6150' }])).body.success).toBe(true);
    expect((await quote(id, 'S2', [{ lineId: '1', price: '6100' }])).body.success).toBe(true);
    expect((await quote(id, 'S2', [{ lineId: '1', price: '6600' }])).body).toMatchObject({
      success: false,
      message: '「无碱玻璃纤维直接纱」的单价不能高于最高限价 6500.0000',
    });

    // Isolation, by trying: S2 sees its own quote only, never S1's prices or name; S3 was not invited.
    const s2 = await supView(id, 'S2');
    expect(s2.body.result.myQuote?.lines).toEqual([
      { lineId: '1', price: '6100.0000', taxRate: '13.00', leadTimeDays: 15, validUntil: '2027-06-30' },
    ]);
    const s2Text = JSON.stringify(s2.body);
    for (const leak of ['6150', '3980', '泰山玻纤配套', 'S1', 'S1-quote']) expect(s2Text).not.toContain(leak);
    expect((await h.get<unknown[]>('/sup/sourcing/project/list', t.S2)).body.result).toHaveLength(1);
    expect((await supView(id, 'S3')).status).toBe(404);
    expect((await h.get<unknown[]>('/sup/sourcing/project/list', t.S3)).body.result).toEqual([]);
    expect((await quote(id, 'S3', [{ lineId: '1', price: '1' }])).status).toBe(404);
    expect((await h.get(`/sourcing/project/comparison?id=${id}`, t.S1)).status).toBe(403);
    expect((await project(id, 'other')).status).toBe(404);
    expect((await h.get(`/sourcing/project/comparison?id=${id}`, t.other)).status).toBe(404);

    // Past the deadline by the API's clock (before the workflow's timer fires): refused, nothing written.
    h.setClock(new Date(deadline.getTime() + 1000));
    expect((await quote(id, 'S1', [{ lineId: '1', price: '6000' }])).body).toMatchObject({
      success: false,
      message: '报价已截止，不能再报价或修改报价',
    });
    h.setClock(new Date());
    // The workflow's timer closes the round, exactly once.
    await until(async () => (await project(id)).body.result.status === 'evaluation', 'round closed', 120_000);
    expect(await streamEvents(id, 'SourcingRoundClosed')).toHaveLength(1);
    // The same deadline again (a repeated signal after the run ended): a new run, a stale close, no event.
    const handle = await h.env.client.workflow.signalWithStart('sourcingProject', {
      workflowId: sourcingWorkflowId(id),
      taskQueue: TASK_QUEUES.sourcing,
      args: [{ projectId: id }],
      signal: deadlineSetSignal,
      signalArgs: [{ phase: 'bidding', round: 1, deadline: deadline.toISOString() }],
    });
    await handle.result();
    expect(await streamEvents(id, 'SourcingRoundClosed')).toHaveLength(1);
    expect((await quote(id, 'S2', [{ lineId: '1', price: '6000' }])).body.message).toBe('当前不在报价阶段');

    // 比价: the lowest price of each line flagged.
    const matrix = (await h.get<ComparisonView>(`/sourcing/project/comparison?id=${id}`, t.buyer)).body
      .result;
    expect(matrix.lines.map((l) => l.cells.map((c) => [c.supplierId, c.price, c.lowest]))).toEqual([
      [
        ['S1', '6150.0000', false],
        ['S2', '6100.0000', true],
      ],
      [['S1', '3980.5000', true]],
    ]);

    // A split that does not sum is refused and changes nothing; the right one goes to award approval.
    const bad = await h.post(
      '/sourcing/project/award',
      {
        id,
        awards: [
          { lineId: '1', supplierId: 'S1', quantity: '60' },
          { lineId: '1', supplierId: 'S2', quantity: '39' },
        ],
      },
      t.buyer,
    );
    expect(bad.body).toMatchObject({
      success: false,
      message: '「无碱玻璃纤维直接纱」的中标数量合计 99.000 应等于需求数量 100.000',
    });
    expect((await project(id)).body.result.status).toBe('evaluation');
    const awarded = await h.post(
      '/sourcing/project/award',
      {
        id,
        awards: [
          { lineId: '1', supplierId: 'S1', quantity: '60' },
          { lineId: '1', supplierId: 'S2', quantity: '40' },
          { lineId: '2', supplierId: 'S1', quantity: '10.5' },
        ],
      },
      t.buyer,
    );
    expect(awarded.body.success).toBe(true);
    expect((await project(id)).body.result.status).toBe('pendingAward');
    await approveAll();
    await until(async () => (await project(id)).body.result.status === 'awarded', 'awarded');

    // The hand-off to [P8].
    const [confirmed] = await streamEvents(id, 'SourcingAwardConfirmed');
    expect(confirmed?.data).toMatchObject({
      projectId: id,
      tenantId: '1',
      code,
      lines: [
        {
          lineId: '1',
          supplierId: 'S1',
          supplierName: '泰山玻纤配套',
          materialId: 'm1',
          materialCode: 'RV01.0001',
          quantity: '60.000',
          price: '6150.0000',
          unit: 't',
          currency: 'CNY',
          amount: '369000.00',
        },
        {
          lineId: '1',
          supplierId: 'S2',
          supplierName: '巨石原料供应',
          materialId: 'm1',
          quantity: '40.000',
          price: '6100.0000',
          amount: '244000.00',
        },
        {
          lineId: '2',
          supplierId: 'S1',
          materialId: 'm2',
          quantity: '10.500',
          price: '3980.5000',
          amount: '41795.25',
        },
      ],
    });
    // Award lock.
    expect((await quote(id, 'S1', [{ lineId: '1', price: '1' }])).body.message).toBe(
      '项目已定标，报价不能再修改',
    );
    expect((await h.post('/sourcing/project/cancel', { id, reason: '不要了' }, t.buyer)).body.message).toBe(
      '项目已定标，不能取消',
    );
    // Each winner sees its own share only.
    expect((await supView(id, 'S2')).body.result.myAwards).toEqual([
      { lineId: '1', quantity: '40.000', price: '6100.0000', taxRate: '13.00' },
    ]);

    // 结果公示 on the portal.
    expect((await h.post('/sourcing/project/publishResult', { id }, t.buyer)).body.message).toBe(
      '结果已公示',
    );
    expect((await project(id)).body.result.status).toBe('resultPublished');
    const results = await h.get<{ projectName: string; bidCode: string }[]>(
      '/portal/view/resultAnnouncements',
    );
    expect(results.body.result).toContainEqual(expect.objectContaining({ bidCode: code }));
  }, 240_000);

  it('lets an eligible supplier join a public inquiry by quoting, refuses one not admitted or blacklisted, and tells the participants of a cancellation', async () => {
    t.S4 = (await h.userWith('user-s4b', { tenantId: '1', supplierId: 'S4' })).token;
    t.S5 = (await h.userWith('user-S5', { tenantId: '1', supplierId: 'S5' })).token;
    const req = await h.post<{ id: string }>(
      '/sourcing/requisition/add',
      {
        title: '2月短切纱',
        lines: [
          { materialId: 'm1', quantity: '5', needDate: '2027-02-01', budget: '30000', currency: 'CNY' },
        ],
      },
      t.buyer,
    );
    const reqId = req.body.result.id;
    await h.post('/sourcing/requisition/submit', { id: reqId }, t.buyer);
    await approveAll();
    await until(
      async () => (await requisition(reqId)).body.result.status === 'approved',
      'requisition approved',
    );
    const deadline = new Date(Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000);
    const created = await h.post<{ id: string }>(
      '/sourcing/project/add',
      {
        title: '短切纱公开询价',
        kind: 'inquiry',
        participation: 'public',
        currency: 'CNY',
        quoteDeadline: deadline.toISOString(),
        lines: [
          { materialId: 'm1', quantity: '20', deliveryDate: '2027-02-01', deliveryPlace: '九江基地' },
          {
            requisitionId: reqId,
            requisitionLineId: '1',
            deliveryDate: '2027-02-01',
            deliveryPlace: '九江基地',
          },
        ],
      },
      t.buyer,
    );
    const { id } = created.body.result;
    expect((await h.post('/sourcing/project/invite', { id, supplierId: 'S1' }, t.buyer)).body.message).toBe(
      '公开寻源无需邀请供应商',
    );
    expect((await h.post('/sourcing/project/submit', { id }, t.buyer)).body.success).toBe(true);
    await approveAll();
    await until(async () => (await project(id)).body.result.status === 'bidding', 'bidding');
    // Public and published: visible to any supplier of the tenant; quoting makes it a participant.
    expect((await supView(id, 'S3')).body.result.canQuote).toBe(true);
    expect((await quote(id, 'S4', [{ lineId: '1', price: '5000' }])).body).toMatchObject({
      success: false,
      message: '供应商「待准入公司」尚未通过准入，不能参与寻源',
    });
    expect((await quote(id, 'S5', [{ lineId: '1', price: '4000' }])).body).toMatchObject({
      success: false,
      message: '供应商「黑名单公司」在黑名单中（原因：串通报价；期限至：长期），不能邀请',
    });
    expect((await quote(id, 'S3', [{ lineId: '1', price: '5000' }])).body.success).toBe(true);
    // 议价 waits for the round to close.
    const later = new Date(deadline.getTime() + 60 * 60_000).toISOString();
    expect(
      (await h.post('/sourcing/project/negotiate', { id, deadline: later, supplierIds: ['S3'] }, t.buyer))
        .body,
    ).toMatchObject({
      success: false,
      message: '只有报价截止后、定标前的项目可以议价或定标',
    });
    expect((await project(id)).body.result.suppliers).toEqual([
      { supplierId: 'S3', supplierName: '未受邀公司', invited: false },
    ]);

    expect((await h.post('/sourcing/project/cancel', { id, reason: '需求取消' }, t.buyer)).body.message).toBe(
      '项目已取消',
    );
    expect((await project(id)).body.result).toMatchObject({ status: 'cancelled', cancelReason: '需求取消' });
    expect((await quote(id, 'S3', [{ lineId: '1', price: '4900' }])).body.message).toBe('项目已取消');
    // Its requisition line is free for another project again.
    expect((await requisition(reqId)).body.result.lines[0]).toMatchObject({
      projectId: null,
      projectCode: null,
    });
    const bell = JSON.stringify((await h.get('/sys/annountCement/listByUser', t.S3)).body.result);
    expect(bell).toContain('寻源项目「短切纱公开询价」已取消');
    expect(JSON.stringify((await h.get('/sys/annountCement/listByUser', t.S2)).body.result)).not.toContain(
      '短切纱',
    );
  }, 60_000);

  it('rebuilds its tables from the log as they are live', async () => {
    const projections = [sourcing.requisitionProjection, sourcing.sourcingProjectProjection];
    const tables = projections.flatMap((p) => p.tables);
    const live = await snapshotTables(h.services.db(), tables);
    expect(live.sourcing_quote?.length).toBeGreaterThan(0);
    await rebuildProjections(store(), { projections });
    const rebuilt = await snapshotTables(h.services.db(), tables);
    for (const table of tables) expect(rebuilt[table], table).toEqual(live[table]);
  });
});
