import { fileURLToPath } from 'node:url';
import {
  bundleWorkflowCode,
  DefaultLogger,
  Runtime,
  Worker,
  type LogLevel,
  type NativeConnection,
  type WorkflowBundleWithSourceMap,
} from '@temporalio/worker';
import { createActivities, type ActivityDeps } from './activities';
import { TASK_QUEUES, type TaskQueue } from './task-queues';

export const workflowsPath = fileURLToPath(new URL('./workflows.ts', import.meta.url));

let bundle: Promise<WorkflowBundleWithSourceMap> | undefined;
/** Built once per process and shared by every worker (bundling takes seconds). */
export function workflowBundle(): Promise<WorkflowBundleWithSourceMap> {
  bundle ??= bundleWorkflowCode({ workflowsPath, logger: quietBundlerLogger });
  return bundle;
}

const quietBundlerLogger = {
  trace: () => {},
  debug: () => {},
  info: () => {},
  warn: (m: string) => console.warn(m),
  error: (m: string) => console.error(m),
  log: () => {},
};

let runtimeInstalled = false;
/** The SDK logs each worker state change at INFO; keep the console for what needs attention. */
export function installWorkerRuntime(level: LogLevel = 'WARN'): void {
  if (runtimeInstalled) return;
  runtimeInstalled = true;
  try {
    Runtime.install({ logger: new DefaultLogger(level) });
  } catch {
    // Already created by an earlier connection (e.g. a test environment): keep that one.
  }
}

export type WorkersOptions = ActivityDeps & {
  connection: NativeConnection;
  namespace: string;
  taskQueues?: readonly TaskQueue[];
};

export type RunningWorkers = {
  workers: Worker[];
  /** Resolves when every worker has stopped (after shutdown()). */
  done: Promise<void>;
  shutdown(): Promise<void>;
};

/** One worker per task queue, all sharing the bundle and the activity dependencies. */
export async function startWorkers(options: WorkersOptions): Promise<RunningWorkers> {
  const { connection, namespace, taskQueues = Object.values(TASK_QUEUES) } = options;
  installWorkerRuntime();
  const workflowBundleCode = await workflowBundle();
  const activities = createActivities(options);
  const workers = await Promise.all(
    taskQueues.map((taskQueue) =>
      Worker.create({ connection, namespace, taskQueue, workflowBundle: workflowBundleCode, activities }),
    ),
  );
  // Every worker drains before `done` settles, even when one of them fails.
  const done = Promise.allSettled(workers.map((w) => w.run())).then((results) => {
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  });
  return {
    workers,
    done,
    async shutdown() {
      for (const w of workers) if (w.getState() === 'RUNNING') w.shutdown();
      await done.catch(() => {});
    },
  };
}
