import { randomBytes } from 'node:crypto';
import { createEventStore, sourcing, type EventStore } from '@srm/events';
import { createTestDatabase } from '@srm/events/testing';
import { distribution, fmt, nowMs, printTable, type BenchResult } from './support';

/**
 * Issue [P7]: "the comparison matrix of an inquiry with 50 lines and 20 suppliers, and the sealed-bid
 * encrypt/decrypt path for 200 bids, beside the same work without encryption". One fresh PostgreSQL
 * database; projects are given as their events, quotes and bids go through the domain's commands (the
 * projections are written in the same transactions, as in the API). The clock is passed to the
 * commands, so the deadlines never have to be waited for.
 */
const LINES = 50;
const SUPPLIERS = 20;
const BIDS = 200;
const MATRIX_RUNS = 200;
const TENANT = '1';
const everyone: sourcing.SupplierEligibility = { check: async () => ({ ok: true }) };

const line = (n: number) => ({
  lineId: String(n),
  materialId: `m${n}`,
  materialCode: `RV01.${String(n).padStart(4, '0')}`,
  materialName: `物料${n}`,
  categoryId: null,
  unit: 't',
  quantity: '100.000',
  deliveryDate: '2027-01-20',
  deliveryPlace: '桐乡基地',
  ceilingPrice: null,
  requisitionId: null,
  requisitionLineId: null,
});

/** A project in bidding (round 1), its suppliers invited: the events the domain writes up to there. */
async function projectInBidding(
  store: EventStore,
  o: { id: string; kind: 'inquiry' | 'tender'; lines: number; suppliers: string[]; deadline: Date; at: Date },
) {
  const at = o.at.toISOString();
  const deadline = o.deadline.toISOString();
  await store.append(sourcing.sourcingProjectStreamId(o.id), [
    {
      type: 'SourcingProjectDrafted',
      data: {
        id: o.id,
        tenantId: TENANT,
        code: `${o.kind === 'tender' ? 'ZB' : 'XJ'}-2026-${o.id.padStart(6, '0')}`,
        title: `基准${o.kind}`,
        kind: o.kind,
        participation: 'invited',
        currency: 'CNY',
        quoteDeadline: deadline,
        registrationDeadline: o.kind === 'tender' ? at : null,
        lines: Array.from({ length: o.lines }, (_, i) => line(i + 1)),
        by: 'buyer',
        at,
      },
    },
    ...o.suppliers.map((s) => ({
      type: 'SourcingSupplierInvited',
      data: { supplierId: s, supplierName: `供应商${s}`, by: 'buyer', at },
    })),
    { type: 'SourcingProjectSubmitted', data: { instanceId: `i-${o.id}`, by: 'buyer', at } },
    { type: 'SourcingProjectPublished', data: { instanceId: `i-${o.id}`, at } },
    { type: 'SourcingBiddingOpened', data: { round: 1, deadline, at } },
  ]);
}

const price = (supplier: number, lineNo: number) =>
  `${6000 + ((supplier * 37 + lineNo * 11) % 500)}.${String(supplier).padStart(4, '0')}`;
const quoteLines = (supplier: number, lines: number) =>
  Array.from({ length: lines }, (_, i) => ({
    lineId: String(i + 1),
    price: price(supplier, i + 1),
    taxRate: '13',
    leadTimeDays: 30,
    validUntil: '2027-03-01',
  }));

export async function sourcingBench(): Promise<BenchResult> {
  const tdb = await createTestDatabase('postgres', { poolSize: 10 });
  try {
    const store = createEventStore(tdb);
    const t0 = new Date();
    const deadline = new Date(Math.ceil((t0.getTime() + 3_600_000) / 60_000) * 60_000);

    // --- The comparison matrix: 50 lines x 20 suppliers, each quoting every line.
    const suppliers = Array.from({ length: SUPPLIERS }, (_, i) => `S${i + 1}`);
    await projectInBidding(store, { id: '1', kind: 'inquiry', lines: LINES, suppliers, deadline, at: t0 });
    for (const [i, supplierId] of suppliers.entries()) {
      await sourcing.submitQuote(store, everyone, {
        tenantId: TENANT,
        projectId: '1',
        supplierId,
        lines: quoteLines(i + 1, LINES),
        attachments: [],
        by: `u-${supplierId}`,
        now: t0,
      });
    }
    const matrix = await sourcing.comparisonMatrix(tdb.db, TENANT, '1');
    const cells = matrix.lines.reduce((n, l) => n + l.cells.length, 0);
    if (cells !== LINES * SUPPLIERS)
      throw new Error(`the matrix has ${cells} cells, not ${LINES * SUPPLIERS}`);
    // Baseline: the same rows (lines and latest quotes) straight from the tables, unshaped.
    const bare = () =>
      Promise.all([
        tdb.db.selectFrom('sourcing_project_line').selectAll().where('project_id', '=', '1').execute(),
        tdb.db.selectFrom('sourcing_quote').selectAll().where('project_id', '=', '1').execute(),
      ]);
    const timed = async (f: () => Promise<unknown>) => {
      const ms: number[] = [];
      for (let i = 0; i < MATRIX_RUNS; i++) {
        const s = nowMs();
        await f();
        ms.push(nowMs() - s);
      }
      return distribution(ms);
    };
    await timed(bare);
    await timed(() => sourcing.comparisonMatrix(tdb.db, TENANT, '1'));
    const bareD = await timed(bare);
    const matrixD = await timed(() => sourcing.comparisonMatrix(tdb.db, TENANT, '1'));
    printTable(
      `comparison matrix: ${LINES} lines x ${SUPPLIERS} suppliers (${cells} cells), ${MATRIX_RUNS} sequential reads after a warm-up`,
      [
        { measurement: 'baseline: the lines and quote rows, unshaped', ...row(bareD) },
        { measurement: 'comparisonMatrix (rows, lowest flags, suppliers)', ...row(matrixD) },
      ],
    );

    // --- Sealed bids: 200 suppliers, two lines each, a small file per envelope.
    const keys = sourcing.localKeyService(randomBytes(32), 'bench');
    const bidders = Array.from({ length: BIDS }, (_, i) => `B${i + 1}`);
    await projectInBidding(store, {
      id: '2',
      kind: 'tender',
      lines: 2,
      suppliers: bidders,
      deadline,
      at: t0,
    });
    await store.append(sourcing.tenderStreamId('2'), [
      {
        type: 'TenderCommitteeSet',
        data: { members: [{ userId: 'c1', name: '张三' }], by: 'buyer', at: t0.toISOString() },
      },
    ]);
    const file = (who: string, what: string) => ({
      name: `${what}.pdf`,
      contentBase64: randomBytes(16 * 1024).toString('base64') + Buffer.from(who).toString('base64'),
    });
    const envelopes = bidders.map((s, i) => ({
      technical: { summary: `技术方案 ${s}`, files: [file(s, '技术标')] },
      commercial: { lines: quoteLines(i + 1, 2), files: [file(s, '商务标')] },
    }));
    // The crypto alone, beside the same envelopes serialised without it.
    const plainStart = nowMs();
    const plain = envelopes.map((e) => JSON.stringify(e));
    const plainMs = nowMs() - plainStart;
    const sealStart = nowMs();
    const sealed = [];
    for (const [i, e] of envelopes.entries()) {
      sealed.push(await sourcing.sealBid(keys, sourcing.bidContext('x', bidders[i]!, 1), e));
    }
    const sealMs = nowMs() - sealStart;
    const unsealStart = nowMs();
    for (const [i, s] of sealed.entries())
      await sourcing.unsealBid(keys, sourcing.bidContext('x', bidders[i]!, 1), s);
    const unsealMs = nowMs() - unsealStart;
    const parseStart = nowMs();
    for (const p of plain) JSON.parse(p);
    const parseMs = nowMs() - parseStart;

    // The whole submission path (load project and tender, check, seal, append with its projection).
    const submitMs: number[] = [];
    const submitStart = nowMs();
    for (const [i, s] of bidders.entries()) {
      const at = nowMs();
      await sourcing.submitSealedBid(store, keys, everyone, {
        tenantId: TENANT,
        projectId: '2',
        supplierId: s,
        ...envelopes[i]!,
        by: `u-${s}`,
        now: t0,
      });
      submitMs.push(nowMs() - at);
    }
    const submitTotal = nowMs() - submitStart;
    const after = new Date(deadline.getTime() + 60_000);
    await sourcing.confirmTenderOpening(store, { tenantId: TENANT, projectId: '2', by: 'c1', now: after });
    const openStart = nowMs();
    const opened = await sourcing.openTender(store, keys, { projectId: '2', now: after });
    const openMs = nowMs() - openStart;
    if (opened.status !== 'opened') throw new Error(`the tender did not open: ${JSON.stringify(opened)}`);
    // Without encryption, an opening is a read of the bids: the tender's stream, as the opening reads it.
    const readStart = nowMs();
    await sourcing.loadTender(store, '2');
    const readMs = nowMs() - readStart;
    const submitD = distribution(submitMs);
    printTable(
      `sealed bids: ${BIDS} bids of 2 lines and two 16 kB files each (AES-256-GCM, a data key per bid wrapped by the KEK)`,
      [
        {
          measurement: `serialise ${BIDS} bids as JSON (no encryption)`,
          'total ms': fmt(plainMs),
          'per bid ms': fmt(plainMs / BIDS, 3),
        },
        {
          measurement: `seal ${BIDS} bids (data key, wrap, two envelopes)`,
          'total ms': fmt(sealMs),
          'per bid ms': fmt(sealMs / BIDS, 3),
        },
        {
          measurement: `parse ${BIDS} bids from JSON (no encryption)`,
          'total ms': fmt(parseMs),
          'per bid ms': fmt(parseMs / BIDS, 3),
        },
        {
          measurement: `unseal ${BIDS} bids (unwrap, decrypt both)`,
          'total ms': fmt(unsealMs),
          'per bid ms': fmt(unsealMs / BIDS, 3),
        },
        {
          measurement: `submit ${BIDS} sealed bids through the domain (p50 ${fmt(submitD.p50)} / p99 ${fmt(submitD.p99)} ms)`,
          'total ms': fmt(submitTotal),
          'per bid ms': fmt(submitTotal / BIDS, 3),
        },
        {
          measurement: 'opening: unwrap, decrypt, record (one transaction)',
          'total ms': fmt(openMs),
          'per bid ms': fmt(openMs / BIDS, 3),
        },
        {
          measurement: 'baseline for the opening: read the tender stream',
          'total ms': fmt(readMs),
          'per bid ms': fmt(readMs / BIDS, 3),
        },
      ],
    );
    return {
      matrix: { lines: LINES, suppliers: SUPPLIERS, runs: MATRIX_RUNS, bare: bareD, api: matrixD },
      sealed: {
        bids: BIDS,
        serialiseMs: plainMs,
        sealMs,
        parseMs,
        unsealMs,
        submitTotalMs: submitTotal,
        submit: submitD,
        openMs,
        readMs,
      },
    };
  } finally {
    await tdb.close();
  }
}

const row = (d: ReturnType<typeof distribution>) => ({
  'p50 ms': fmt(d.p50, 2),
  'p90 ms': fmt(d.p90, 2),
  'p99 ms': fmt(d.p99, 2),
  'max ms': fmt(d.max, 2),
});
