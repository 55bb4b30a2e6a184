import { creditCodeCheckChar } from '@srm/contracts/supplier';
import { FINANCE_ACTIONS, financeRoutes } from '@srm/contracts/finance';
import { portalFormsRoutes, SIGN_UP_LIST_ACTION } from '@srm/contracts/portal';
import type { PushedEvent, RoomAck } from '@srm/contracts/realtime';
import {
  clarificationRoutes,
  SOURCING_ACTIONS,
  sourcingBuyerRoom,
  sourcingRoom,
  sourcingRoutes,
  TENDER_ACTIONS,
  tenderRoutes,
} from '@srm/contracts/sourcing';
import { MASTER_DATA_ENTITIES } from '@srm/contracts/masterdata/entities';
import { finance, masterdata, sourcing, supplier, system } from '@srm/events';
import { eventually } from '@srm/events/testing';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_DATA_DICTS } from '../../seed-data';
import { startHarness, type Answer, type Harness } from '../../testing/harness';

/**
 * [P7] isolation, tried: every route of sourcing, tender, clarification, finance and the portal's 报名,
 * called by each wrong caller with the ids of supplier S1's resources, and every room of its projects.
 * The routes come from the contract objects: a route added later without a case fails here.
 */
const S1 = 'iso-sup-one';
const S2 = 'iso-sup-two';
const SX = 'iso-sup-other-tenant';
const S1_NAME = '泰山隔离玻纤';
/** What no wrong caller may read: S1's identity, prices, files, payment and question. */
const S1_SECRETS = [
  S1,
  S1_NAME,
  '7777.1357',
  '8888.2468',
  '6666.9753',
  's1-secret-quote.pdf',
  'S1机密技术标.pdf',
  'S1机密商务标.pdf',
  'S1 机密技术方案',
  'S1-BANK-REF-0001',
  'finance/s1-proof.png',
  'S1 的私下提问',
  '4321.12',
];
const P = { inq: 'iso-inq', ten: 'iso-ten', pub: 'iso-pub' } as const;
/** Invited-only projects: their names are S1's and the buyer's business too. */
const PRIVATE = ['隔离询价（仅邀请）', 'XJ-2026-990001', '隔离招标（仅邀请）', 'ZB-2026-990002'];

const BUYER = [
  ...Object.values(SOURCING_ACTIONS),
  ...Object.values(TENDER_ACTIONS),
  ...Object.values(FINANCE_ACTIONS),
  SIGN_UP_LIST_ACTION,
];
const creditCode = (n: number) => {
  const first = `91330100MA2H${String(n).padStart(5, '0')}`;
  return first + creditCodeCheckChar(first)!;
};

type Callers = 'S2' | 'S2buyer' | 'plain' | 'X' | 'B2' | 'anon';
type Ids = { deposit: string; bond: string; question: string };
type Request = { query?: Record<string, string>; body?: unknown };
type Case = (ids: Ids) => Request[];

const projects =
  (f: (id: string) => Request): Case =>
  () =>
    Object.values(P).map(f);
const q = (query: Record<string, string>): Request => ({ query });
const line = { deliveryDate: '2027-02-01', deliveryPlace: '桐乡', ceilingPrice: null };
const quoteLine = { lineId: '1', price: '1.0000', taxRate: '13', leadTimeDays: 1, validUntil: '2027-06-30' };

/** One request (or several) per route, each naming S1's resources; the key is the contract's route name. */
const CASES: Record<string, Case> = {
  // 采购申请: the buyer's own documents; a wrong caller must not reach another tenant's or a supplier's.
  sourcingRequisitionAdd: () => [
    {
      body: {
        title: '越权申请',
        lines: [{ materialId: 'm1', quantity: '1', needDate: '2027-01-01', budget: '1', currency: 'CNY' }],
      },
    },
  ],
  sourcingRequisitionEdit: () => [
    {
      body: {
        id: P.inq,
        title: '越权申请',
        lines: [{ materialId: 'm1', quantity: '1', needDate: '2027-01-01', budget: '1', currency: 'CNY' }],
      },
    },
  ],
  sourcingRequisitionList: () => [q({})],
  sourcingRequisitionSourceableLines: () => [q({})],
  sourcingRequisitionById: () => [q({ id: P.inq })],
  sourcingRequisitionSubmit: () => [{ body: { id: P.inq } }],
  sourcingProjectAdd: () => [
    {
      body: {
        title: '越权项目',
        quoteDeadline: '2027-01-01T10:00:00+08:00',
        lines: [{ materialId: 'm1', quantity: '1', ...line }],
        kind: 'inquiry',
        participation: 'invited',
        currency: 'CNY',
      },
    },
  ],
  sourcingProjectEdit: projects((id) => ({
    body: {
      id,
      title: '越权修改',
      quoteDeadline: '2027-01-01T10:00:00+08:00',
      lines: [{ materialId: 'm1', quantity: '1', ...line }],
    },
  })),
  sourcingProjectList: () => [q({}), q({ title: '隔离' })],
  sourcingProjectById: projects((id) => q({ id })),
  sourcingProjectInvite: projects((id) => ({ body: { id, supplierId: S2 } })),
  sourcingProjectSubmit: projects((id) => ({ body: { id } })),
  sourcingProjectComparison: projects((id) => q({ id })),
  sourcingProjectNegotiate: projects((id) => ({
    body: { id, deadline: '2027-01-01T10:00:00+08:00', supplierIds: [S1] },
  })),
  sourcingProjectAward: projects((id) => ({
    body: { id, awards: [{ lineId: '1', supplierId: S1, quantity: '1' }] },
  })),
  sourcingProjectPublishResult: projects((id) => ({ body: { id } })),
  sourcingProjectCancel: projects((id) => ({ body: { id, reason: '越权取消' } })),
  sourcingSupProjectList: () => [q({})],
  sourcingSupProjectById: projects((id) => q({ id })),
  sourcingSupQuote: projects((projectId) => ({ body: { projectId, lines: [quoteLine] } })),
  // 招标
  sourcingSupTenderBid: projects((projectId) => ({
    body: { projectId, technical: { summary: '', files: [] }, commercial: { lines: [quoteLine], files: [] } },
  })),
  sourcingSupTenderBidView: projects((id) => q({ id })),
  sourcingTenderById: projects((id) => q({ id })),
  sourcingTenderCommittee: projects((id) => ({ body: { id, memberIds: ['iso-plain'] } })),
  sourcingTenderConfirmOpening: projects((id) => ({ body: { id } })),
  sourcingTenderOpeningRecord: projects((id) => q({ id })),
  sourcingTenderTemplate: projects((id) => ({
    body: { id, technicalWeight: '40', commercialWeight: '20', priceWeight: '40' },
  })),
  sourcingTenderAssign: projects((id) => ({
    body: { id, assignments: [{ expertId: 'e-1', supplierIds: [S1] }] },
  })),
  sourcingTenderExpertBids: projects((id) => q({ id })),
  sourcingTenderExpertScore: projects((id) => ({
    body: { id, supplierId: S1, technical: '1', commercial: '1' },
  })),
  sourcingTenderFile: () =>
    (['technical', 'commercial'] as const).map((envelope) =>
      q({ id: P.ten, supplierId: S1, envelope, index: '0' }),
    ),
  sourcingTenderReport: projects((id) => q({ id })),
  // 澄清答疑, 变更
  sourcingClarificationList: () => [q({}), q({ projectId: P.inq })],
  sourcingClarificationAnswer: ({ question }) => [
    { body: { projectId: P.inq, id: question, answer: '越权答复' } },
  ],
  sourcingClarificationPublish: projects((projectId) => ({ body: { projectId, content: '越权澄清' } })),
  sourcingSupClarificationList: projects((projectId) => q({ projectId })),
  sourcingSupClarificationAsk: projects((projectId) => ({ body: { projectId, question: '越权提问' } })),
  sourcingProjectChange: projects((id) => ({ body: { id, reason: '越权变更', lines: [] } })),
  // 保证金
  financeDepositRule: projects((id) => ({ body: { id, amount: '1', currency: 'CNY' } })),
  financeDepositList: () => [q({}), q({ projectId: P.pub }), q({ supplierId: S1 })],
  financeDepositConfirm: ({ deposit }) => [{ body: { id: deposit } }],
  financeDepositReject: ({ deposit }) => [{ body: { id: deposit, reason: '越权驳回' } }],
  financeDepositRefund: ({ deposit }) => [{ body: { id: deposit, reason: '越权退还' } }],
  financeDepositDeduct: ({ deposit }) => [{ body: { id: deposit, reason: '越权扣除' } }],
  financeMarginAccountList: () => [q({}), q({ supplierId: S1 })],
  financeBondAdd: () => [
    {
      body: {
        projectId: P.pub,
        supplierId: S1,
        amount: '1',
        dueDate: '2027-01-01',
        expiresOn: '2027-12-31',
        convertDeposit: true,
      },
    },
  ],
  financeBondList: () => [q({})],
  financeSupDepositDue: () => [q({})],
  financeSupDepositPay: projects((projectId) => ({
    body: { projectId, amount: '1', paidOn: '2026-11-01', proof: ['finance/x.png'] },
  })),
  financeSupDepositList: () => [q({})],
  financeSupMarginAccount: () => [q({})],
  financeSupBondList: () => [q({})],
  // 报名 (the portal's: a sign-up is the supplier's own; the list the buyer's)
  portalInvitationLetter: projects((id) => q({ id })),
  portalSignUp: projects((projectId) => ({ body: { projectId } })),
  portalMySignUp: projects((projectId) => q({ projectId })),
  portalSignUpList: projects((projectId) => q({ projectId })),
};
/** The portal's other forms (信息征集) have no supplier's data to leak: named here, not tried. */
const PORTAL_OTHER = new Set([
  'portalPlanCollectSms',
  'portalPlanCollectSubmit',
  'portalPlanInfoList',
  'portalPlanInfoHandle',
  'portalPlanInfoInvite',
]);

const REFUSED = new Set([401, 403, 404]);
type RouteDef = { method: string; path: string; access: string };
const ROUTES: Array<[string, RouteDef]> = [
  ...Object.entries(sourcingRoutes),
  ...Object.entries(tenderRoutes),
  ...Object.entries(clarificationRoutes),
  ...Object.entries(financeRoutes),
  ...Object.entries(portalFormsRoutes).filter(([name]) => !PORTAL_OTHER.has(name)),
];

describe('isolation: no route or room shows a supplier another supplier’s prices, identity or files (real PostgreSQL, real Socket.IO)', () => {
  let h: Harness;
  let url = '';
  const tok: Partial<Record<Callers | 'buyer' | 'S1' | 'm1', string>> = {};
  const userIds: Record<string, string> = {};
  const ids: Ids = { deposit: '', bond: '', question: '' };
  const store = () => h.services.store();
  // Whole minutes from a still clock: deadlines are passed by moving it, never by waiting.
  const t0 = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000);
  const at = (min: number) => new Date(t0.getTime() + min * 60_000);
  const startApproval = async () => ({ instanceId: `iso-approval-${Math.random().toString(36).slice(2)}` });
  const ok = <T>(r: Answer<T>) => {
    expect([r.status, r.body.success], r.body.message).toEqual([200, true]);
    return r;
  };

  /** A project's draft as the command writes it (its material is not this file's subject). */
  const draft = (id: string, o: Record<string, unknown>) =>
    store().append(sourcing.sourcingProjectStreamId(id), [
      {
        type: 'SourcingProjectDrafted',
        data: {
          id,
          tenantId: '1',
          currency: 'CNY',
          registrationDeadline: null,
          lines: [
            {
              lineId: '1',
              materialId: 'm1',
              materialCode: 'RV01.0001',
              materialName: '无碱玻璃纤维直接纱',
              categoryId: null,
              quantity: '10.000',
              unit: '吨',
              deliveryDate: '2027-01-15',
              deliveryPlace: '桐乡',
              ceilingPrice: '9999.0000',
              requisitionId: null,
              requisitionLineId: null,
            },
          ],
          by: userIds.buyer,
          at: t0.toISOString(),
          ...o,
        },
      },
    ] as sourcing.SourcingProjectEvent[]);

  beforeAll(async () => {
    h = await startHarness();
    h.setClock(t0);
    // What the supplier master's eligibility reads (pools, qualifications), empty but declared.
    const seed = { metadata: { actor: 'seed', tenantId: '1' } };
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
      MASTER_DATA_ENTITIES.filter((e) => ['sourcePool', 'qualification'].includes(e.name)),
      seed,
    );
    for (const [id, name, tenantId, n] of [
      [S1, S1_NAME, '1', 1],
      [S2, '巨石隔离原料', '1', 2],
      [SX, '他租户供应商', '2', 3],
    ] as const) {
      await supplier.admitSupplier(store(), {
        supplierId: id,
        tenantId,
        info: {
          companyName: name,
          creditCode: creditCode(90 + n),
          contact: '联系人',
          phone: `1390000000${n}`,
          email: null,
          address: null,
          legalPerson: null,
          categoryIds: [],
          attachments: [],
        },
        by: 'seed',
        now: t0,
      });
    }
    const user = async (key: string, username: string, o: Parameters<Harness['userWith']>[1]) => {
      const u = await h.userWith(username, o);
      tok[key as Callers] = u.token;
      userIds[key] = u.id;
    };
    await user('buyer', 'iso-buyer', { tenantId: '1', actions: BUYER });
    await user('m1', 'iso-member', { tenantId: '1' });
    await user('plain', 'iso-plain', { tenantId: '1' });
    await user('S1', 'iso-user-s1', { tenantId: '1', supplierId: S1 });
    await user('S2', 'iso-user-s2', { tenantId: '1', supplierId: S2 });
    await user('S2buyer', 'iso-user-s2-buyer', { tenantId: '1', supplierId: S2, actions: BUYER });
    await user('X', 'iso-user-x', { tenantId: '2', supplierId: SX });
    await user('B2', 'iso-buyer-2', { tenantId: '2', actions: BUYER });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const a = h.app.server.address();
    url = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;

    // Three projects of tenant 1, drafted as the command writes them, then through the domain's commands.
    await draft(P.inq, {
      code: 'XJ-2026-990001',
      title: PRIVATE[0],
      kind: 'inquiry',
      participation: 'invited',
      quoteDeadline: at(120).toISOString(),
    });
    await draft(P.ten, {
      code: 'ZB-2026-990002',
      title: PRIVATE[2],
      kind: 'tender',
      participation: 'invited',
      registrationDeadline: at(30).toISOString(),
      quoteDeadline: at(60).toISOString(),
    });
    await draft(P.pub, {
      code: 'XJ-2026-990003',
      title: '隔离公开询价',
      kind: 'inquiry',
      participation: 'public',
      quoteDeadline: at(60).toISOString(),
    });
    const acting = { tenantId: '1', by: userIds.buyer!, now: t0 };
    const eligibility = sourcing.supplierMasterEligibility(h.services.db());
    await sourcing.inviteSupplier(store(), eligibility, { ...acting, id: P.inq, supplierId: S1 });
    await sourcing.inviteSupplier(store(), eligibility, { ...acting, id: P.ten, supplierId: S1 });
    await sourcing.setDepositRule(store(), { ...acting, id: P.pub, amount: '5000', currency: 'CNY' });
    await sourcing.setTenderCommittee(store(), { ...acting, projectId: P.ten, memberIds: [userIds.m1!] });
    for (const id of Object.values(P)) {
      const { instanceId } = await sourcing.submitSourcingProject(store(), { ...acting, id, startApproval });
      await sourcing.applyPublicationApproval(store(), { id, instanceId, outcome: 'approved', now: t0 });
    }
    await sourcing.announceProject(store(), { id: P.pub, now: t0 });

    // S1 through its own routes: a quote, a sign-up with its deposit, a question.
    ok(
      await h.post(
        '/sup/sourcing/quote',
        {
          projectId: P.inq,
          lines: [{ ...quoteLine, price: '7777.1357' }],
          attachments: ['sourcing/s1-secret-quote.pdf'],
        },
        tok.S1,
      ),
    );
    ok(await h.post('/portal/signUp', { projectId: P.pub }, tok.S1));
    ids.deposit = ok(
      await h.post<{ id: string }>(
        '/sup/finance/deposit/pay',
        {
          projectId: P.pub,
          amount: '5000',
          paidOn: '2026-11-20',
          reference: 'S1-BANK-REF-0001',
          proof: ['finance/s1-proof.png'],
        },
        tok.S1,
      ),
    ).body.result.id;
    ok(await h.post('/finance/deposit/confirm', { id: ids.deposit }, tok.buyer));
    ok(
      await h.post(
        '/sup/sourcing/quote',
        { projectId: P.pub, lines: [{ ...quoteLine, price: '6666.9753' }] },
        tok.S1,
      ),
    );
    ids.question = ok(
      await h.post<{ id: string }>(
        '/sup/sourcing/clarification/ask',
        { projectId: P.inq, question: 'S1 的私下提问' },
        tok.S1,
      ),
    ).body.result.id;

    // The tender: registration closes, S1 seals its bid, the committee confirms, the key opens it.
    await sourcing.closeSourcingPhase(store(), {
      id: P.ten,
      phase: 'registration',
      round: 0,
      deadline: at(30).toISOString(),
      now: at(30),
    });
    h.setClock(at(31));
    const file = (name: string) => ({ name, contentBase64: Buffer.from(`${name} 正文`).toString('base64') });
    ok(
      await h.post(
        '/sup/sourcing/tender/bid',
        {
          projectId: P.ten,
          technical: { summary: 'S1 机密技术方案', files: [file('S1机密技术标.pdf')] },
          commercial: { lines: [{ ...quoteLine, price: '8888.2468' }], files: [file('S1机密商务标.pdf')] },
        },
        tok.S1,
      ),
    );
    await sourcing.confirmTenderOpening(store(), {
      tenantId: '1',
      projectId: P.ten,
      by: userIds.m1!,
      now: at(61),
    });
    expect(
      await sourcing.openTender(store(), sourcing.configuredKeyService(), { projectId: P.ten, now: at(61) }),
    ).toEqual({ status: 'opened' });

    // The public inquiry: the round closes, S1 is awarded, its performance bond is registered.
    h.setClock(at(61));
    await sourcing.closeSourcingPhase(store(), {
      id: P.pub,
      phase: 'bidding',
      round: 1,
      deadline: at(60).toISOString(),
      now: at(60),
    });
    const { instanceId } = await sourcing.proposeAward(store(), {
      ...acting,
      now: at(61),
      id: P.pub,
      awards: [{ lineId: '1', supplierId: S1, quantity: '10' }],
      startApproval,
    });
    await sourcing.applyAwardApproval(store(), { id: P.pub, instanceId, outcome: 'approved', now: at(61) });
    ids.bond = (
      await finance.requirePerformanceBond(store(), {
        ...acting,
        now: at(61),
        projectId: P.pub,
        supplierId: S1,
        amount: '4321.12',
        dueDate: '2027-01-10',
        expiresOn: '2027-12-31',
        convertDeposit: false,
      })
    ).id;

    // The setup is what S1 and the buyer see: the secrets are really there to leak.
    const buyerSees = JSON.stringify([
      (await h.get(`/sourcing/project/comparison?id=${P.inq}`, tok.buyer)).body,
      (await h.get(`/sourcing/tender/openingRecord?id=${P.ten}`, tok.buyer)).body,
      (await h.get('/finance/deposit/list', tok.buyer)).body,
      (await h.get('/finance/performanceBond/list', tok.buyer)).body,
      (await h.get(`/sourcing/clarification/list?projectId=${P.inq}`, tok.buyer)).body,
    ]);
    for (const s of [
      '7777.1357',
      '8888.2468',
      'S1机密技术标.pdf',
      'S1-BANK-REF-0001',
      '4321.12',
      'S1 的私下提问',
    ])
      expect(buyerSees).toContain(s);
  }, 120_000);
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await h?.close();
  });

  it('every route of the contract has a case (a new route must say how it is tried)', () => {
    const names = ROUTES.map(([name]) => name);
    expect(names.filter((n) => !CASES[n])).toEqual([]);
    expect(Object.keys(CASES).filter((n) => !names.includes(n))).toEqual([]);
    expect(names.length).toBeGreaterThanOrEqual(50);
  });

  it('every route, every wrong caller: refused, or nothing of S1 in the answer', async () => {
    const leaks: string[] = [];
    const callers: Callers[] = ['S2', 'S2buyer', 'plain', 'X', 'B2', 'anon'];
    for (const [name, route] of ROUTES) {
      for (const req of CASES[name]!(ids)) {
        for (const who of callers) {
          const qs = req.query ? `?${new URLSearchParams(req.query).toString()}` : '';
          const r = await h.call(route.method as 'GET', `${route.path}${qs}`, {
            ...(tok[who] ? { token: tok[who] } : {}),
            ...(req.body !== undefined ? { body: req.body } : {}),
          });
          const what = `${who} ${route.method} ${route.path}${qs} -> ${r.status} ${r.body.message}`;
          const text = JSON.stringify(r.body) + JSON.stringify(r.headers['content-disposition'] ?? '');
          const secrets = [...S1_SECRETS, ...PRIVATE];
          const shown = secrets.filter((s) => text.includes(s));
          if (shown.length > 0) leaks.push(`${what}: shows ${shown.join(', ')}`);
          if (r.status >= 500) leaks.push(`${what}: server error`);
          // Who has no business there at all is refused outright.
          const buyerRoute = route.access !== 'user' && route.access !== 'public';
          if (who === 'anon' && route.access !== 'public' && r.status !== 401)
            leaks.push(`${what}: anonymous not refused`);
          if (buyerRoute && (who === 'S2buyer' || who === 'S2' || who === 'X') && r.status !== 403)
            leaks.push(`${what}: a supplier's user on a buyer route`);
          // A stranger acting on an invited project (or S1's question in it) learns not even that it
          // exists: not found, never "wrong kind" or "closed". The tenant's own staff may know it.
          const named = JSON.stringify(req);
          const stranger = who !== 'plain' && route.method !== 'GET';
          if (
            stranger &&
            [P.inq, P.ten, ids.question].some((x) => named.includes(x)) &&
            !REFUSED.has(r.status)
          )
            leaks.push(`${what}: tells a stranger the invited project exists`);
        }
      }
    }
    expect(leaks).toEqual([]);
  }, 120_000);

  const sockets: Socket[] = [];
  it('every room of S1’s projects and of S1 itself: refused to the wrong callers, and nothing of S1 arrives', async () => {
    // The public project's room is open to every supplier of the tenant (status signals only): tried last.
    const rooms = [
      ...Object.values(P).flatMap((id) => [sourcingRoom(id), sourcingBuyerRoom(id), `auction:${id}`]),
      `supplier:${S1}`,
      `user:${userIds.S1}`,
      `user:${userIds.buyer}`,
    ];
    const sameTenantRooms = rooms.filter((r) => r !== sourcingRoom(P.pub));
    const otherTenantRooms = [...rooms, 'tenant:1'];
    const sameTenant = (w: string) => ['S2', 'S2buyer', 'plain'].includes(w);
    const got: Record<string, PushedEvent[]> = {};
    const socketOf: Record<string, Socket> = {};
    const who: Array<Callers | 'S1'> = ['S2', 'S2buyer', 'plain', 'X', 'B2', 'anon', 'S1'];
    for (const w of who) {
      got[w] = [];
      // The handshake's rooms are asked too: they are granted by the same rule as a later join.
      const socket = io(url, {
        auth: {
          ...(tok[w] ? { token: tok[w] } : { tenantId: '1' }),
          rooms: w === 'S1' ? [sourcingRoom(P.inq)] : sameTenant(w) ? sameTenantRooms : otherTenantRooms,
        },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      socketOf[w] = socket;
      socket.on('events', (batch: PushedEvent[]) => got[w]!.push(...batch));
      await new Promise<void>((resolve, reject) =>
        socket.once('connect', resolve).once('connect_error', reject),
      );
    }
    const join = (w: string, room: string) =>
      new Promise<RoomAck>((resolve) => socketOf[w]!.emit('room.join', { room }, resolve));
    const granted: string[] = [];
    for (const w of who.filter((x) => x !== 'S1')) {
      const tries = sameTenant(w) ? sameTenantRooms : otherTenantRooms;
      for (const room of tries) {
        const ack = await join(w, room);
        if (ack.ok) granted.push(`${w} ${room}`);
      }
    }
    expect(granted).toEqual([]);
    expect(await join('S1', sourcingRoom(P.inq))).toEqual({ ok: true });

    // S1 revises its quote and asks again; then the buyer cancels the inquiry, which S1 hears last.
    ok(
      await h.post(
        '/sup/sourcing/quote',
        { projectId: P.inq, lines: [{ ...quoteLine, price: '7777.1357' }], attachments: [] },
        tok.S1,
      ),
    );
    ok(
      await h.post(
        '/sup/sourcing/clarification/ask',
        { projectId: P.inq, question: 'S1 的私下提问' },
        tok.S1,
      ),
    );
    ok(await h.post('/sourcing/project/cancel', { id: P.inq, reason: '隔离测试结束' }, tok.buyer));
    await eventually(async () =>
      got.S1!.some((e) => e.type === 'SourcingProjectCancelled') ? true : undefined,
    );
    // A barrier the suppliers' sockets do hear (their own supplier rooms), pushed after the cancellation:
    // pushes keep commit order, so what was sent them of S1's projects has arrived by then.
    const barrier = 'iso-barrier';
    await draft(barrier, {
      code: 'XJ-2026-990009',
      title: '屏障',
      kind: 'inquiry',
      participation: 'invited',
      quoteDeadline: at(500).toISOString(),
    });
    await store().append(
      sourcing.sourcingProjectStreamId(barrier),
      [S2, SX].map((supplierId) => ({
        type: 'SourcingSupplierInvited' as const,
        data: { supplierId, supplierName: supplierId, by: 'b', at: t0.toISOString() },
      })),
    );
    for (const w of ['S2', 'S2buyer', 'X'] as const)
      await eventually(async () =>
        got[w]!.some((e) => e.streamId === `sourcing-${barrier}`) ? true : undefined,
      );
    for (const w of who.filter((x) => x !== 'S1')) {
      const heard = JSON.stringify(got[w]);
      expect(
        [...S1_SECRETS, ...Object.values(P).map((id) => `sourcing-${id}`)].filter((s) => heard.includes(s)),
        `${w} heard`,
      ).toEqual([]);
    }
    expect(await join('S2', sourcingRoom(P.pub))).toEqual({ ok: true });
    expect(await join('X', sourcingRoom(P.pub))).toEqual({ ok: false, message: '拒绝访问' });
  }, 60_000);
});
