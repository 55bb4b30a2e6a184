import { z } from 'zod';
import { TASK_QUEUES, type TaskQueue } from './task-queues';

const queues = Object.values(TASK_QUEUES) as string[];
const schema = z.object({
  DATABASE_URL: z
    .string()
    .url('DATABASE_URL is required for a separate worker process (the embedded database is single-process)'),
  TEMPORAL_ADDRESS: z.string().min(1, 'TEMPORAL_ADDRESS is required (host:port of a Temporal frontend)'),
  TEMPORAL_NAMESPACE: z.string().default('default'),
  /** Comma-separated task queues to poll; default all. */
  WORKER_TASK_QUEUES: z
    .string()
    .optional()
    .refine(
      (v) => !v || v.split(',').every((q) => queues.includes(q.trim())),
      `WORKER_TASK_QUEUES: one of ${queues.join(', ')}`,
    ),
});

/** An empty variable means unset (e.g. `DATABASE_URL= npm start`). */
export const withoutEmpty = (env: NodeJS.ProcessEnv): Record<string, string> =>
  Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''),
  );

export type WorkerConfig = {
  databaseUrl: string;
  address: string;
  namespace: string;
  taskQueues: TaskQueue[];
};

/** The standalone worker's environment, read once (CONVENTIONS 3). */
export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const parsed = schema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    throw new Error(
      `invalid configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
  }
  const e = parsed.data;
  return {
    databaseUrl: e.DATABASE_URL,
    address: e.TEMPORAL_ADDRESS,
    namespace: e.TEMPORAL_NAMESPACE,
    taskQueues: (e.WORKER_TASK_QUEUES
      ? e.WORKER_TASK_QUEUES.split(',').map((q) => q.trim())
      : queues) as TaskQueue[],
  };
}
