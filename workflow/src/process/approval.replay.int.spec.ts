import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { replayHistories } from '../testing/index';
import { historiesDir } from './approval.int-support';

/**
 * The recorded histories (RECORD_HISTORIES=1 with approval.workflow.int.spec.ts, approval.kinds.int.spec.ts and
 * approval.incident.int.spec.ts)
 * replayed with today's workflow code: an edit that would break a running approval fails here.
 */
const EXPECTED = [
  // approval.workflow.int.spec.ts
  'leader',
  'countersign-all',
  'rejected',
  'withdrawn',
  'delegated',
  'returned-to-initiator',
  'timer-escalation',
  // approval.kinds.int.spec.ts: one or more per element kind and task operation
  'call-activity',
  'call-activity-child',
  'call-activity-rejected',
  'call-activity-cancelled',
  'call-activity-cancelled-child',
  'call-activity-returned',
  'service-webhook',
  'service-failed',
  'message-catch',
  'inclusive-gateway',
  'parallel-gateway',
  'timer-catch',
  'boundary-remind',
  'boundary-auto-approve',
  'countersign-any',
  'countersign-ratio',
  'sequential',
  'terminate',
  'add-signer',
  'claim',
  'cancelled',
  // approval.incident.int.spec.ts: 异常 and 重试
  'incident-service-retried',
  'incident-nobody-retried',
  'incident-call-skipped',
  'incident-call-retried',
];

describe('approvalProcess replay', () => {
  let scratch: string | undefined;
  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('has a recorded history for every element kind and operation', async () => {
    const names = (await readdir(historiesDir))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/^approval-(.*)\.json$/, '$1'));
    expect([...names].sort()).toEqual([...EXPECTED].sort());
  });

  it('replays every recorded history with the current workflow code', async () => {
    const files = (await readdir(historiesDir))
      .filter((f) => f.endsWith('.json'))
      .map((f) => join(historiesDir, f));
    const results = await replayHistories(files);
    expect(results).toHaveLength(files.length);
    expect(results.map((r) => [r.workflowId, r.error])).toEqual(files.map((f) => [f, undefined]));
  });

  it('fails on a history the code would not take the same way (negative control)', async () => {
    // The leader's history, with its input's user task turned into a one-hour wait: the code now starts a
    // timer where the history has the task's work, which replay must report as non-determinism.
    const history = JSON.parse(await readFile(join(historiesDir, 'approval-leader.json'), 'utf8')) as {
      events: Array<{
        workflowExecutionStartedEventAttributes?: { input: { payloads: Array<{ data: string }> } };
      }>;
    };
    const payload = history.events[0]!.workflowExecutionStartedEventAttributes!.input.payloads[0]!;
    const input = JSON.parse(Buffer.from(payload.data, 'base64').toString('utf8')) as {
      graph: { nodes: Record<string, Record<string, unknown>> };
    };
    const leader = input.graph.nodes['leader']!;
    input.graph.nodes['leader'] = {
      kind: 'timerCatch',
      id: 'leader',
      name: leader['name'],
      incoming: leader['incoming'],
      outgoing: leader['outgoing'],
      timer: { kind: 'duration', value: 'PT1H' },
    };
    payload.data = Buffer.from(JSON.stringify(input)).toString('base64');
    scratch = await mkdtemp(join(tmpdir(), 'approval-replay-'));
    const file = join(scratch, 'approval-leader-altered.json');
    await writeFile(file, JSON.stringify(history));
    const [result] = await replayHistories([file]);
    expect(result?.error).toBeDefined();
    expect(String(result?.error)).toMatch(/nondetermin/i);
  });
});
