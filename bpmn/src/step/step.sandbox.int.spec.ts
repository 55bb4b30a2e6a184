// `step` must run inside Temporal's workflow sandbox: bundle a workflow importing it the way the worker does, and
// check the bundler really rejects a disallowed import (so a Node builtin slipping into @srm/bpmn would fail here).
import { fileURLToPath } from 'node:url';
import { bundleWorkflowCode } from '@temporalio/worker';
import { describe, expect, it } from 'vitest';

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
});
