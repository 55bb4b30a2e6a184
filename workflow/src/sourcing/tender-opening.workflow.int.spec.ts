import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createEventStore, sourcing, type EventStore } from '@srm/events';
import { createTestDatabase, type TestDatabase } from '@srm/events/testing';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_QUEUES } from '../task-queues';
import { createTestTemporal, recordHistory } from '../testing/index';
import { startWorkers, type RunningWorkers } from '../worker';
import { openingPokedSignal, tenderOpeningWorkflowId } from './tender-messages';
import { tenderOpening } from './tender-opening.workflow';

/** Every row of the log and of every sourcing/tender table, as PostgreSQL's own text. */
async function rawDump(tdb: TestDatabase): Promise<string> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and (table_name like 'sourcing%' or table_name like 'tender%')`.execute(
    tdb.db,
  );
  expect(tables.rows.length).toBeGreaterThan(0);
  const out: string[] = [];
  for (const name of ['events', ...tables.rows.map((r) => r.table_name)]) {
    const rows = await sql<{ r: string }>`select t::text as r from ${sql.table(name)} t`.execute(tdb.db);
    out.push(...rows.rows.map((x) => x.r));
  }
  return out.join('\n');
}

describe('tenderOpening workflow (real dev server, real PostgreSQL)', () => {
  let env: TestWorkflowEnvironment;
  let tdb: TestDatabase;
  let workers: RunningWorkers | undefined;
  let store: EventStore;
  const keys = sourcing.localKeyService(randomBytes(32));
  const start = () =>
    startWorkers({
      connection: env.nativeConnection,
      namespace: env.namespace ?? 'default',
      store,
      tenderKeys: keys,
      taskQueues: [TASK_QUEUES.sourcing],
    });

  beforeAll(async () => {
    [env, tdb] = await Promise.all([createTestTemporal(), createTestDatabase('postgres')]);
    store = createEventStore(tdb);
    workers = await start();
  }, 90_000);
  afterAll(async () => {
    await workers?.shutdown();
    await env?.teardown();
    await tdb?.close();
  });

  it('prices are ciphertext only before opening; one confirmation missing keeps them closed; a worker killed after the deadline: opened once', async () => {
    const id = 'p-sealed';
    const at = new Date().toISOString();
    const deadline = new Date(Date.now() + 6000);
    const line = {
      materialId: 'm1',
      materialCode: 'PT01',
      materialName: '铂铑合金漏板',
      categoryId: null,
      unit: '块',
      deliveryDate: '2027-01-20',
      deliveryPlace: '桐乡',
      ceilingPrice: null,
      requisitionId: null,
      requisitionLineId: null,
    };
    // Given a tender in bidding with three invited suppliers (the domain's events; a real deadline is
    // a whole minute ahead, which the API test of the project already waits for).
    await store.append(sourcing.sourcingProjectStreamId(id), [
      {
        type: 'SourcingProjectDrafted',
        data: {
          id,
          tenantId: '1',
          code: 'ZB-2026-000042',
          title: '铂铑漏板招标',
          kind: 'tender',
          participation: 'invited',
          currency: 'CNY',
          quoteDeadline: deadline.toISOString(),
          registrationDeadline: at,
          lines: [
            { ...line, lineId: '1', quantity: '2.000' },
            { ...line, lineId: '2', materialName: '铂金', quantity: '3.000' },
          ],
          by: 'buyer',
          at,
        },
      },
      ...['S1', 'S2', 'S3'].map((s) => ({
        type: 'SourcingSupplierInvited',
        data: { supplierId: s, supplierName: `供应商${s}`, by: 'buyer', at },
      })),
      { type: 'SourcingProjectSubmitted', data: { instanceId: 'i1', by: 'buyer', at } },
      { type: 'SourcingProjectPublished', data: { instanceId: 'i1', at } },
      { type: 'SourcingBiddingOpened', data: { round: 1, deadline: deadline.toISOString(), at } },
    ]);
    await store.append(sourcing.tenderStreamId(id), [
      {
        type: 'TenderCommitteeSet',
        data: {
          members: [
            { userId: 'm1', name: '张三' },
            { userId: 'm2', name: '李四' },
            { userId: 'm3', name: '王五' },
          ],
          by: 'buyer',
          at,
        },
      },
    ]);
    const noEligibility: sourcing.SupplierEligibility = { check: async () => ({ ok: true }) };
    const prices = {
      S1: ['737373.1111', '24242.5555'],
      S2: ['747474.2222', '25252.6666'],
      S3: ['757575.3333', '26262.7777'],
    };
    for (const [supplierId, [p1, p2]] of Object.entries(prices)) {
      const bid = (price1: string) => ({
        tenantId: '1',
        projectId: id,
        supplierId,
        technical: {
          summary: `技术方案 ${supplierId}`,
          files: [
            { name: '技术标.txt', contentBase64: Buffer.from(`方案正文 ${price1}`).toString('base64') },
          ],
        },
        commercial: {
          lines: [
            { lineId: '1', price: price1, taxRate: '13', leadTimeDays: 30, validUntil: '2027-03-01' },
            { lineId: '2', price: p2!, taxRate: '13', leadTimeDays: 30, validUntil: '2027-03-01' },
          ],
          files: [],
        },
        by: `u-${supplierId}`,
        now: new Date(),
      });
      // A first bid, replaced before the deadline by the one that counts.
      await sourcing.submitSealedBid(store, keys, noEligibility, bid('799999.9999'));
      expect(await sourcing.submitSealedBid(store, keys, noEligibility, bid(p1!))).toEqual({ version: 2 });
    }
    const handle = await env.client.workflow.signalWithStart(tenderOpening, {
      workflowId: tenderOpeningWorkflowId(id),
      taskQueue: TASK_QUEUES.sourcing,
      args: [{ projectId: id }],
      signal: openingPokedSignal,
      signalArgs: [],
    });

    // Before opening: the log and every sourcing table, read raw, hold no price (nor the file's text).
    const before = await rawDump(tdb);
    for (const p of [...Object.values(prices).flat(), '799999.9999']) {
      expect(before).not.toContain(p);
      expect(before).not.toContain(p.replace(/0+$/, ''));
    }
    expect(before).not.toContain('方案正文');
    expect(before).toContain('wrappedKey');

    // After the deadline, two of three confirm: still closed.
    while (Date.now() <= deadline.getTime()) await new Promise((r) => setTimeout(r, 200));
    for (const by of ['m1', 'm2']) {
      await sourcing.confirmTenderOpening(store, { tenantId: '1', projectId: id, by, now: new Date() });
    }
    expect(await sourcing.openTender(store, keys, { projectId: id, now: new Date() })).toMatchObject({
      status: 'waiting',
      reason: '尚有开标小组成员未确认：王五',
    });
    await expect(sourcing.openingRecord(store, '1', id)).rejects.toThrow(sourcing.NOT_OPENED);

    // The worker dies; the last member confirms meanwhile (the API's poke reaches Temporal only).
    await workers!.shutdown();
    workers = undefined;
    await sourcing.confirmTenderOpening(store, { tenantId: '1', projectId: id, by: 'm3', now: new Date() });
    await handle.signal(openingPokedSignal);
    await handle.signal(openingPokedSignal);
    workers = await start();
    await handle.result();

    const tender = await store.readStream(sourcing.tenderStreamId(id));
    expect(tender.events.filter((e) => e.type === 'TenderOpened')).toHaveLength(1);
    const project = await store.readStream(sourcing.sourcingProjectStreamId(id));
    expect(project.events.filter((e) => e.type === 'SourcingTenderBidsOpened')).toHaveLength(1);
    expect(project.events.filter((e) => e.type === 'SourcingRoundClosed')).toHaveLength(1);
    // Asked again (a retried activity): nothing more.
    expect(await sourcing.openTender(store, keys, { projectId: id, now: new Date() })).toEqual({
      status: 'opened',
    });
    expect((await store.readStream(sourcing.tenderStreamId(id))).version).toBe(tender.version);

    // The opening record: who bid what (their last version), readable now.
    const record = await sourcing.openingRecord(store, '1', id);
    expect(
      record.bids.map((b) => [b.supplierId, b.version, b.lines.map((l) => l.price), b.total]).sort(),
    ).toEqual([
      ['S1', 2, ['737373.1111', '24242.5555'], '1547473.89'],
      ['S2', 2, ['747474.2222', '25252.6666'], '1570706.44'],
      ['S3', 2, ['757575.3333', '26262.7777'], '1593939.00'],
    ]);
    expect(record.bids[0]!.technicalFiles[0]).toMatchObject({ name: '技术标.txt' });
    const quotes = await tdb.db
      .selectFrom('sourcing_quote')
      .select(['supplier_id', sql<string>`price::text`.as('price')])
      .where('project_id', '=', id)
      .where('line_id', '=', '1')
      .orderBy('supplier_id')
      .execute();
    expect(quotes.map((q) => q.price)).toEqual(['737373.1111', '747474.2222', '757575.3333']);
    if (process.env.RECORD_HISTORIES) {
      // Replayed with the others by sourcing.workflow.int.spec.ts.
      const file = fileURLToPath(new URL('./__histories__/tender-opening.json', import.meta.url));
      await recordHistory(env.client, tenderOpeningWorkflowId(id), file);
    }
  }, 120_000);
});
