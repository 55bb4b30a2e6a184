import { creditCodeCheckChar } from '@srm/contracts/supplier';
import { MASTER_DATA_ENTITIES } from '@srm/contracts/masterdata/entities';
import type { BondRow, DepositDueRow, DepositRow, MarginAccountView } from '@srm/contracts/finance';
import type { ProjectView } from '@srm/contracts/sourcing';
import {
  finance,
  masterdata,
  rebuildProjections,
  snapshotTables,
  sourcing,
  supplier,
  system,
} from '@srm/events';
import { TASK_QUEUES } from '@srm/workflow';
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
  ['publishApproval', '寻源发布审批', 'sourcingProject'],
  ['awardApproval', '定标审批', 'award'],
] as const;
const ADMIN = ['process:definition:add', 'process:definition:deploy', 'process:definition:bind'];
const BUYER = [
  ...Object.values((await import('@srm/contracts/sourcing')).SOURCING_ACTIONS),
  ...Object.values((await import('@srm/contracts/finance')).FINANCE_ACTIONS),
];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const creditCode = (n: number) => {
  const first = `91330100MA2H${String(n).padStart(5, '0')}`;
  return first + creditCodeCheckChar(first)!;
};

describe('保证金: a public inquiry with a bid deposit, from portal 报名 to refunds and the performance bond (real PostgreSQL, real Temporal)', () => {
  let h: ApprovalHarness;
  const t: Record<string, string> = {};
  const store = () => h.services.store();

  beforeAll(async () => {
    h = await startApprovalHarness([TASK_QUEUES.process, TASK_QUEUES.sourcing]);
    t.admin = (await h.userWith('sadmin', { tenantId: '1', actions: ADMIN })).token;
    t.buyer = (await h.userWith('buyer', { tenantId: '1', actions: BUYER })).token;
    t.mgr = (await h.userWith('mgr', { tenantId: '1' })).token;
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
    for (const [id, name] of [
      ['S1', '泰山玻纤配套'],
      ['S2', '巨石原料供应'],
      ['S3', '未报名公司'],
    ] as const) {
      const n = Number(id[1]);
      await supplier.admitSupplier(store(), {
        supplierId: id,
        tenantId: '1',
        info: {
          companyName: name,
          creditCode: creditCode(n),
          contact: '联系人',
          phone: `1380000000${n}`,
          email: null,
          address: null,
          legalPerson: null,
          categoryIds: [],
          attachments: [],
        },
        by: 'seed',
        now,
      });
      t[id] = (await h.userWith(`user-${id}`, { tenantId: '1', supplierId: id })).token;
    }
    // What the supplier master's eligibility reads: categories, dictionaries, declared entities, pools.
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
    await masterdata.createEntityRecords(
      store(),
      'sourcePool',
      {
        tenantId: '1',
        records: ['S1', 'S2', 'S3'].map((s) => ({
          id: `pool-${s}`,
          values: {
            supplierId: s,
            categoryId: 'cat-product',
            poolStatus: 'qualified',
            joinDate: '2026-01-01',
          },
        })),
      },
      seed,
    );
    await h.services
      .db()
      .insertInto('md_material' as never)
      .values({
        id: 'm1',
        tenant_id: '1',
        code: 'RV01.0001',
        name: '无碱玻璃纤维直接纱',
        material_type: 'raw',
        category_id: 'cat-product-roving',
        unit_code: 't',
        status: '1',
      } as never)
      .execute();
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  const until = async (what: () => Promise<boolean>, label: string, ms = 30_000) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (await what()) return;
      await sleep(150);
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
  const project = (id: string) => h.get<ProjectView>(`/sourcing/project/queryById?id=${id}`, t.buyer);
  const quote = (projectId: string, who: string) =>
    h.post(
      '/sup/sourcing/quote',
      {
        projectId,
        lines: [
          {
            lineId: '1',
            price: who === 'S1' ? '6100' : '6300',
            taxRate: '13',
            leadTimeDays: 15,
            validUntil: '2027-06-30',
          },
        ],
        attachments: [],
      },
      t[who],
    );
  const pay = (projectId: string, who: string, amount = '5000') =>
    h.post<{ id: string }>(
      '/sup/finance/deposit/pay',
      {
        projectId,
        amount,
        paidOn: '2026-11-26',
        reference: `BK-${who}`,
        proof: [`/files/${who}-receipt.pdf`],
      },
      t[who],
    );
  const account = (who: string) => h.get<MarginAccountView>('/sup/finance/marginAccount', t[who]);

  it('asks a confirmed deposit before a registered supplier may quote, refunds the loser and converts the winner’s', async () => {
    const deadline = new Date(Math.ceil((Date.now() + 600_000) / 60_000) * 60_000);
    const created = await h.post<{ id: string; code: string }>(
      '/sourcing/project/add',
      {
        title: '直接纱公开询价（含保证金）',
        kind: 'inquiry',
        participation: 'public',
        currency: 'CNY',
        quoteDeadline: deadline.toISOString(),
        lines: [
          {
            materialId: 'm1',
            quantity: '100',
            deliveryDate: '2027-01-20',
            deliveryPlace: '桐乡基地二号仓',
            ceilingPrice: null,
          },
        ],
      },
      t.buyer,
    );
    expect(created.body.success).toBe(true);
    const id = created.body.result.id;

    // The rule, while drafting: decimal text only.
    const float = await h.post('/finance/deposit/rule', { id, amount: '5000.001', currency: 'CNY' }, t.buyer);
    expect(float.status).toBe(400);
    expect(float.body.message).toContain('保证金金额应为数字');
    expect(
      (await h.post('/finance/deposit/rule', { id, amount: '5000', currency: 'CNY' }, t.buyer)).body,
    ).toMatchObject({
      success: true,
    });
    expect(
      (await h.post('/finance/deposit/rule', { id, amount: '5000', currency: 'CNY' }, t.S1)).status,
    ).toBe(403);

    expect((await h.post('/sourcing/project/submit', { id }, t.buyer)).body.success).toBe(true);
    await approveAll();
    await until(async () => (await project(id)).body.result.status === 'bidding', 'published and bidding');
    expect(
      (await h.post('/finance/deposit/rule', { id, amount: null, currency: 'CNY' }, t.buyer)).body,
    ).toMatchObject({
      success: false,
      message: '只有草稿状态的寻源项目可以设置保证金',
    });

    // 报名 on the portal: registered, not yet a participant (the deposit is asked first).
    for (const who of ['S1', 'S2']) {
      expect((await h.post('/portal/signUp', { projectId: id }, t[who])).body).toMatchObject({
        success: true,
        message: '报名成功',
      });
    }
    expect((await project(id)).body.result.suppliers).toEqual([]);
    const refused = await quote(id, 'S1');
    expect(refused.body).toMatchObject({
      success: false,
      message: '该项目须缴纳投标保证金，保证金经采购方确认后方可报价或投标',
    });
    const due = await h.get<DepositDueRow[]>('/sup/finance/deposit/due', t.S1);
    expect(due.body.result).toMatchObject([
      { projectId: id, amount: '5000.00', currency: 'CNY', depositStatusText: '未缴纳' },
    ]);
    expect((await h.get<DepositDueRow[]>('/sup/finance/deposit/due', t.S3)).body.result).toEqual([]);

    // Paying: signed up first, the asked amount, with proof.
    expect((await pay(id, 'S3')).body).toMatchObject({
      success: false,
      message: '请先在门户报名该项目，再缴纳保证金',
    });
    expect((await pay(id, 'S1', '4000')).body).toMatchObject({
      success: false,
      message: '保证金金额应为 5000.00 CNY',
    });
    const noProof = await h.post(
      '/sup/finance/deposit/pay',
      { projectId: id, amount: '5000', paidOn: '2026-11-26', proof: [] },
      t.S1,
    );
    expect(noProof.status).toBe(400);
    expect(noProof.body.message).toContain('请上传缴款凭证');
    const s1 = (await pay(id, 'S1')).body.result.id;
    const s2 = (await pay(id, 'S2')).body.result.id;
    expect((await pay(id, 'S1')).body).toMatchObject({
      success: false,
      message: '保证金已登记，请等待采购方确认',
    });

    // Isolation, by trying: a supplier sees only its own deposit and cannot act as the buyer.
    const mine = await h.get<DepositRow[]>('/sup/finance/deposit/list', t.S2);
    expect(mine.body.result.map((d) => d.supplierId)).toEqual(['S2']);
    expect(JSON.stringify(mine.body.result)).not.toContain('S1-receipt');
    expect((await h.post('/finance/deposit/confirm', { id: s1 }, t.S2)).status).toBe(403);
    expect((await h.post('/finance/deposit/reject', { id: s1, reason: '恶意' }, t.S2)).status).toBe(403);
    expect((await h.get('/finance/deposit/list', t.S2)).status).toBe(403);
    expect((await h.get(`/finance/marginAccount/list?supplierId=S1`, t.S2)).status).toBe(403);
    expect((await h.get<DepositRow[]>('/sup/finance/deposit/list', t.S3)).body.result).toEqual([]);

    // The buyer confirms: the 报名 becomes effective, S1 takes part and may quote.
    const list = await h.get<DepositRow[]>(`/finance/deposit/list?projectId=${id}`, t.buyer);
    expect(list.body.result.map((d) => [d.supplierId, d.statusText, d.amount, d.proof])).toEqual(
      expect.arrayContaining([
        ['S1', '待确认', '5000.00', ['/files/S1-receipt.pdf']],
        ['S2', '待确认', '5000.00', ['/files/S2-receipt.pdf']],
      ]),
    );
    expect((await h.post('/finance/deposit/reject', { id: s2, reason: '' }, t.buyer)).status).toBe(400);
    expect((await h.post('/finance/deposit/confirm', { id: s1 }, t.buyer)).body).toMatchObject({
      success: true,
      message: '保证金已确认',
    });
    expect((await h.post('/finance/deposit/confirm', { id: s1 }, t.buyer)).body).toMatchObject({
      success: false,
      message: '只有待确认的保证金可以确认或驳回',
    });
    expect((await h.post('/finance/deposit/confirm', { id: s2 }, t.buyer)).body.success).toBe(true);
    expect((await project(id)).body.result.suppliers.map((s) => s.supplierId).sort()).toEqual(['S1', 'S2']);
    expect(
      (await h.get<{ id: string }[]>('/sup/sourcing/project/list', t.S1)).body.result.map((p) => p.id),
    ).toContain(id);
    expect((await quote(id, 'S1')).body).toMatchObject({ success: true });
    expect((await quote(id, 'S2')).body).toMatchObject({ success: true });
    expect((await quote(id, 'S3')).body).toMatchObject({
      success: false,
      message: '该项目须缴纳投标保证金，保证金经采购方确认后方可报价或投标',
    });

    // The round closes (the workflow's command, called here rather than waiting ten minutes), then the award.
    await sourcing.closeSourcingPhase(store(), {
      id,
      phase: 'bidding',
      round: 1,
      deadline: deadline.toISOString(),
      now: new Date(),
    });
    expect(
      (
        await h.post(
          '/sourcing/project/award',
          { id, awards: [{ lineId: '1', supplierId: 'S1', quantity: '100' }] },
          t.buyer,
        )
      ).body.success,
    ).toBe(true);
    await approveAll();
    await until(async () => (await project(id)).body.result.status === 'awarded', 'awarded');

    // The loser's deposit is refunded on the award; the winner's stays held.
    await until(
      async () =>
        (await h.get<DepositRow[]>('/sup/finance/deposit/list', t.S2)).body.result[0]?.status === 'refunded',
      'S2 refunded',
    );
    const s2Account = (await account('S2')).body.result;
    expect(s2Account.accounts).toEqual([
      {
        supplierId: 'S2',
        supplierName: '巨石原料供应',
        currency: 'CNY',
        balance: '0.00',
        received: '5000.00',
        refunded: '5000.00',
        converted: '0.00',
        deducted: '0.00',
      },
    ]);
    expect(s2Account.ledger.map((l) => [l.kindText, l.amount, l.balance, l.reason])).toEqual([
      ['收款', '5000.00', '5000.00', null],
      ['退还', '-5000.00', '0.00', '未中标，退还投标保证金'],
    ]);
    expect((await account('S1')).body.result.accounts[0]).toMatchObject({ balance: '5000.00' });
    expect(JSON.stringify((await account('S1')).body.result)).not.toContain('巨石原料供应');

    // The winner's performance bond: its deposit converted into it; the reminder is already due
    // (expiry within the 7-day lead), so the workflow's timer fires at once and rings the bell.
    const day = (n: number) =>
      new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
    const notWinner = await h.post(
      '/finance/performanceBond/add',
      {
        projectId: id,
        supplierId: 'S2',
        amount: '20000',
        dueDate: day(1),
        expiresOn: day(3),
        convertDeposit: false,
      },
      t.buyer,
    );
    expect(notWinner.body).toMatchObject({ success: false, message: '只能为中标供应商登记履约保证金' });
    const bond = await h.post<{ id: string }>(
      '/finance/performanceBond/add',
      {
        projectId: id,
        supplierId: 'S1',
        amount: '20000',
        dueDate: day(1),
        expiresOn: day(3),
        convertDeposit: true,
      },
      t.buyer,
    );
    expect(bond.body).toMatchObject({ success: true });
    expect((await h.get<DepositRow[]>('/sup/finance/deposit/list', t.S1)).body.result[0]).toMatchObject({
      status: 'converted',
      statusText: '已转履约保证金',
    });
    const s1Account = (await account('S1')).body.result;
    expect(s1Account.accounts[0]).toMatchObject({
      balance: '0.00',
      received: '5000.00',
      converted: '5000.00',
    });
    expect(s1Account.ledger.map((l) => l.kind)).toEqual(['receipt', 'conversion']);
    const bonds = await h.get<BondRow[]>('/sup/finance/performanceBond/list', t.S1);
    expect(bonds.body.result).toMatchObject([
      {
        supplierId: 'S1',
        amount: '20000.00',
        currency: 'CNY',
        convertedDeposit: '5000.00',
        expiresOn: day(3),
      },
    ]);
    expect((await h.get<BondRow[]>('/sup/finance/performanceBond/list', t.S2)).body.result).toEqual([]);
    await until(async () => {
      const bell = JSON.stringify((await h.get('/sys/annountCement/listByUser', t.S1)).body.result);
      return bell.includes('履约保证金到期提醒');
    }, 'the bond expiry reminder on S1’s bell');
    expect(JSON.stringify((await h.get('/sys/annountCement/listByUser', t.S2)).body.result)).not.toContain(
      '履约保证金到期提醒',
    );
    await until(
      async () =>
        (await h.get<BondRow[]>('/finance/performanceBond/list', t.buyer)).body.result[0]?.remindedAt !==
        null,
      'reminded recorded',
    );

    // The buyer's margin accounts: every supplier's balance.
    const accounts = await h.get<MarginAccountView>('/finance/marginAccount/list', t.buyer);
    expect(accounts.body.result.accounts.map((a) => [a.supplierId, a.balance])).toEqual([
      ['S1', '0.00'],
      ['S2', '0.00'],
    ]);
  }, 240_000);
  it('rebuilds the deposit, ledger and bond tables from the log as they are live', async () => {
    const projections = [finance.financeProjection];
    const tables = projections.flatMap((p) => p.tables);
    const live = await snapshotTables(h.services.db(), tables);
    expect(live.fin_margin_ledger?.length).toBeGreaterThan(0);
    await rebuildProjections(store(), { projections });
    const rebuilt = await snapshotTables(h.services.db(), tables);
    for (const table of tables) expect(rebuilt[table], table).toEqual(live[table]);
  });
});
