// `step` must run inside Temporal's workflow sandbox: bundle a workflow importing it the way the worker does, and
// check the bundler really rejects a disallowed import (so a Node builtin slipping into @srm/bpmn would fail here).
import { fileURLToPath } from 'node:url';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, Worker } from '@temporalio/worker';
import { describe, expect, it } from 'vitest';
import { purchaseRequisitionXml } from '../fixtures/index.js';
import { parseBpmn } from '../parse/index.js';
import { Driver } from '../test-support.js';

const quiet = { trace() {}, debug() {}, info() {}, warn() {}, error() {}, log() {} };
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/sandbox/${name}`, import.meta.url));

describe('@srm/bpmn in the Temporal workflow sandbox', () => {
  it('a workflow importing step bundles', async () => {
    const bundle = await bundleWorkflowCode({ workflowsPath: fixture('step.workflow.ts'), logger: quiet });
    expect(bundle.code).toContain('interpret');
    expect(bundle.code).toContain('FEEL');
  }, 120_000);

  it('a workflow importing a Node builtin is refused by the bundler', async () => {
    const errors: string[] = [];
    const logger = { ...quiet, error: (message: string) => void errors.push(message) };
    await expect(
      bundleWorkflowCode({ workflowsPath: fixture('node-builtin.workflow.ts'), logger }),
    ).rejects.toThrow(/Webpack finished with errors/);
    expect(errors.join('\n')).toMatch(/node:fs|disallowed/i);
  }, 120_000);

  it('runs the purchase requisition inside a real workflow with the same state and effects as outside', async () => {
    const { graph } = await parseBpmn(purchaseRequisitionXml());
    // Drive it outside first, recording the inputs (ids are deterministic, so they replay as is).
    const d = new Driver(graph!);
    const inputs: Parameters<Driver['send']>[0][] = [];
    const send = d.send.bind(d);
    d.send = (input) => (inputs.push(input), send(input));
    d.start({ amount: 250_000 }, 'buyer');
    d.send({ type: 'assigneesResolved', activityId: d.activityAt('leaderApproval'), users: ['leader'] });
    d.send({ type: 'timerFired', timerId: Object.keys(d.state.timers)[0]! });
    d.approve('leaderApproval', 'leader');
    d.send({
      type: 'assigneesResolved',
      activityId: d.activityAt('financeCountersign'),
      users: ['f1', 'f2'],
    });
    d.approve('financeCountersign', 'f1');
    d.approve('financeCountersign', 'f2');
    d.send({ type: 'serviceCompleted', activityId: d.activityAt('markApproved') });
    expect(d.state.outcome).toBe('approved');

    const env = await TestWorkflowEnvironment.createLocal({
      server: {
        executable: {
          type: 'existing-path',
          path:
            process.env.TEMPORAL_CLI ??
            fileURLToPath(new URL('../../../.tools/bin/temporal', import.meta.url)),
        },
        extraArgs: ['--log-level', 'error'],
      },
    });
    try {
      const workflowBundle = await bundleWorkflowCode({
        workflowsPath: fixture('step.workflow.ts'),
        logger: quiet,
      });
      const worker = await Worker.create({
        connection: env.nativeConnection,
        taskQueue: 'bpmn-sandbox',
        workflowBundle,
      });
      const out = await worker.runUntil(
        env.client.workflow.execute('interpret', {
          taskQueue: 'bpmn-sandbox',
          workflowId: 'bpmn-sandbox-1',
          args: [graph!, inputs.map((i) => ({ now: d.now, ...i }))],
        }),
      );
      expect(JSON.parse(out as string)).toEqual({ state: d.state, effects: d.effects });
    } finally {
      await env.teardown();
    }
  }, 180_000);
});
