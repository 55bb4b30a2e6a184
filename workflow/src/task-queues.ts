/** One task queue per area (ARCHITECTURE "Workflows"); a worker polls the queues it is given. */
export const TASK_QUEUES = {
  platform: 'platform',
  process: 'process',
  sourcing: 'sourcing',
  contract: 'contract',
  order: 'order',
} as const;
export type TaskQueue = (typeof TASK_QUEUES)[keyof typeof TASK_QUEUES];
