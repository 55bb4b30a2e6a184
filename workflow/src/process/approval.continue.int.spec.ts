import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalHarness } from './approval.int-support';
import { boundaryGraph } from './approval.kinds.fixture';
import { approvalWorkflowId, delegateTaskUpdate, processViewQuery } from './messages';

/**
 * A long process starts afresh (continueAsNew) with its state when the server suggests it. The dev server
 * suggests it after 40 history events here (4,096 by default), so a few dozen 转办 are enough.
 */
describe('approvalProcess continues as new when its history grows (real dev server)', () => {
  let h: Awaited<ReturnType<typeof approvalHarness>>;
  beforeAll(async () => {
    h = await approvalHarness('can', {
      temporalArgs: ['--dynamic-config-value', 'limit.historyCount.suggestContinueAsNew=40'],
    });
  }, 120_000);
  afterAll(async () => h?.close());

  it('keeps its task, its pending reminder and its record across runs, and ends once', async () => {
    // A reminder a day away stays pending through every run.
    const { instanceId, handle } = await h.start(boundaryGraph('remind', { kind: 'duration', value: 'P1D' }));
    const task = await h.taskOf('approver', instanceId);
    const workflowId = approvalWorkflowId(instanceId);
    const firstRun = (await handle.describe()).runId;

    // 转办 back and forth until the first run has continued as new, and a few more in the new run.
    let holder = 'approver';
    let moves = 0;
    const transfer = async () => {
      const to = holder === 'approver' ? 'deputy' : 'approver';
      await h.env.client.workflow.getHandle(workflowId).executeUpdate(delegateTaskUpdate, {
        args: [{ taskId: task.id, actor: holder, to, comment: `第${moves + 1}次转办` }],
      });
      holder = to;
      moves++;
    };
    const firstRunStatus = async () =>
      (await h.env.client.workflow.getHandle(workflowId, firstRun).describe()).status.name;
    while ((await firstRunStatus()) !== 'CONTINUED_AS_NEW') {
      if (moves >= 60) throw new Error('the first run never continued as new');
      await transfer();
    }
    const currentRun = (await h.env.client.workflow.getHandle(workflowId).describe()).runId;
    expect(currentRun).not.toBe(firstRun);
    for (let i = 0; i < 3; i++) await transfer();

    // The task is where the last 转办 put it, once, and the other user no longer has it.
    expect((await h.taskOf(holder, instanceId)).id).toBe(task.id);
    expect(await h.hasTask(holder === 'approver' ? 'deputy' : 'approver', instanceId)).toBe(false);
    // The pending reminder came along: the state still waits for it.
    const view = await h.env.client.workflow.getHandle(workflowId).query(processViewQuery);
    expect(view).toMatchObject({ status: 'running', openTasks: [expect.objectContaining({ id: task.id })] });

    await h.complete(h.env.client.workflow.getHandle(workflowId), task.id, holder, 'approve');
    await h.waitFor(
      () => h.instance(instanceId),
      (i) => i?.status === 'ended',
    );
    expect(await h.instance(instanceId)).toMatchObject({ outcome: 'approved' });

    // Every step recorded once: no step lost or repeated across the runs.
    const types = await h.types(instanceId);
    const count = (t: string) => types.filter((x) => x === t).length;
    expect(count('ProcessStarted')).toBe(1);
    expect(count('TaskCreated')).toBe(1);
    expect(count('TaskDelegated')).toBe(moves);
    expect(count('TaskCompleted')).toBe(1);
    expect(count('ProcessEnded')).toBe(1);
    expect(count('TaskReminded')).toBe(0);
    const comments = (await h.events(instanceId))
      .filter((e) => e.type === 'TaskDelegated')
      .map((e) => (e.data as { comment?: string }).comment);
    expect(comments).toEqual(Array.from({ length: moves }, (_, i) => `第${i + 1}次转办`));
  });
});
