import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Client } from '@temporalio/client';
import { historyToJSON } from '@temporalio/common/lib/proto-utils';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import { workflowBundle } from '../worker';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The installed `temporal` CLI (npm test installs it first; never downloaded at run time). */
export const temporalCliPath = () => process.env.TEMPORAL_CLI ?? `${repoRoot}.tools/bin/temporal`;

/** A real Temporal dev server (in memory) from the installed CLI, on a free port. */
/** `extraArgs` go to `temporal server start-dev` (e.g. `--dynamic-config-value key=value`). */
export function createTestTemporal(extraArgs: string[] = []): Promise<TestWorkflowEnvironment> {
  return TestWorkflowEnvironment.createLocal({
    server: {
      executable: { type: 'existing-path', path: temporalCliPath() },
      extraArgs: ['--log-level', 'error', ...extraArgs],
    },
  });
}

/** Saves a finished workflow's history as JSON, for replay tests to run against later code. */
export async function recordHistory(client: Client, workflowId: string, file: string): Promise<void> {
  const history = await client.workflow.getHandle(workflowId).fetchHistory();
  await writeFile(file, JSON.stringify(JSON.parse(historyToJSON(history)), null, 1) + '\n');
}

/**
 * Replays recorded histories with today's workflow code: a change that would break running
 * workflows (a non-deterministic edit) fails here. Returns the errors per workflow id.
 */
export async function replayHistories(
  files: readonly string[],
): Promise<Array<{ workflowId: string; error?: unknown }>> {
  const bundle = await workflowBundle();
  const histories = await Promise.all(
    files.map(async (f) => ({ workflowId: f, history: JSON.parse(await readFile(f, 'utf8')) as unknown })),
  );
  const results: Array<{ workflowId: string; error?: unknown }> = [];
  for await (const r of Worker.runReplayHistories({ workflowBundle: bundle }, histories)) {
    results.push({ workflowId: r.workflowId, error: r.error });
  }
  return results;
}
