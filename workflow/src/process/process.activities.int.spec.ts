import { createEventStore, process as proc, type EventStore } from '@srm/events';
import { createTestDatabase, type TestDatabase } from '@srm/events/testing';
import { MockActivityEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProcessActivities } from './process.activities';

const at = new Date().toISOString();

describe('setDocumentStatus (activity, real PostgreSQL)', () => {
  let tdb: TestDatabase;
  let store: EventStore;
  beforeAll(async () => {
    tdb = await createTestDatabase('postgres');
    store = createEventStore(tdb);
  });
  afterAll(async () => tdb?.close());

  const startInstance = (instanceId: string, businessKey: string) =>
    proc.recordProcessEvents(store, instanceId, [
      {
        type: 'ProcessStarted',
        data: {
          instanceId,
          tenantId: '1',
          definitionId: 'd1',
          definitionKey: 'contractApproval',
          definitionName: '合同审批',
          version: 1,
          documentType: 'contract',
          businessKey,
          title: `合同 ${businessKey}`,
          initiator: 'buyer',
          variables: {},
          at,
        },
      },
    ]);
  const statusEvents = async (instanceId: string) =>
    (await store.readStream(proc.processInstanceStreamId(instanceId))).events
      .filter((e) => e.type === 'DocumentStatusSet')
      .map((e) => (e.data as { status: string }).status);
  const run = (instanceId: string, status: unknown, activityId?: string) =>
    createProcessActivities({ store }).runService({
      tenantId: '1',
      instanceId,
      activity: 'setDocumentStatus',
      params: { status },
      variables: {},
      ...(activityId ? { activityId, nodeId: 'mark' } : {}),
    });
  const documentStatus = (key: string) => proc.findDocumentStatus(tdb.db, '1', 'contract', key);

  it("sets the instance's document status once per activity, retries included", async () => {
    await startInstance('i1', 'HT-1');
    await run('i1', 'approving', 'i1/a1');
    await run('i1', 'approving', 'i1/a1');
    expect(await statusEvents('i1')).toEqual(['approving']);
    await run('i1', 'approved', 'i1/a2');
    expect(await statusEvents('i1')).toEqual(['approving', 'approved']);
    expect(await documentStatus('HT-1')).toMatchObject({ status: 'approved', instance_id: 'i1' });
  });

  it("without the engine's activity id, a retried Temporal activity still records once", async () => {
    await startInstance('i2', 'HT-2');
    const info = { activityId: '7', workflowExecution: { workflowId: 'approval-i2', runId: 'r1' } };
    await new MockActivityEnvironment({ ...info, attempt: 1 }).run(() => run('i2', 'approved'));
    await new MockActivityEnvironment({ ...info, attempt: 2 }).run(() => run('i2', 'approved'));
    expect(await statusEvents('i2')).toEqual(['approved']);
  });

  it('refuses a missing status for good, and records nothing once the process has ended', async () => {
    await startInstance('i3', 'HT-3');
    await expect(run('i3', '', 'i3/a1')).rejects.toMatchObject({
      message: '单据状态不正确：',
      nonRetryable: true,
    });
    await proc.recordProcessEvents(store, 'i3', [
      { type: 'ProcessEnded', data: { outcome: 'withdrawn', at } },
    ]);
    await run('i3', 'approved', 'i3/a2');
    expect(await statusEvents('i3')).toEqual([]);
    expect(await documentStatus('HT-3')).toBeUndefined();
  });
});
