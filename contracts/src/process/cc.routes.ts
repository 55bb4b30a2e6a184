import { z } from 'zod';
import { defineRoutes, listQuery, page, timestamp } from '../core/index';

/** 抄送我的: one copy of an instance to the caller. */
export const ccRow = z.object({
  id: z.string(),
  instanceId: z.string(),
  nodeId: z.string(),
  nodeName: z.string(),
  title: z.string(),
  processName: z.string(),
  initiator: z.string(),
  initiatorName: z.string(),
  createTime: timestamp,
  readFlag: z.union([z.literal(0), z.literal(1)]),
  readTime: timestamp.nullable(),
});
export type CcRow = z.infer<typeof ccRow>;

/** 抄送我的 (docs/process.md): the caller's own copies, and marking them read. */
export const ccRoutes = defineRoutes('process', {
  ccList: {
    method: 'GET',
    path: '/process/task/cc',
    summary: '抄送我的',
    access: 'user',
    query: listQuery.extend({
      readFlag: z.preprocess(
        (v) => (v === '' ? undefined : v),
        z.enum(['0', '1'], { error: '已读状态不正确' }).optional(),
      ),
    }),
    result: page(ccRow),
  },
  ccRead: {
    method: 'POST',
    path: '/process/task/cc/read',
    summary: '抄送标记已读（所选或全部）',
    access: 'user',
    body: z.union([
      z.object({
        ids: z
          .array(z.string().trim().min(1).max(200), { error: '请选择一条记录' })
          .min(1, '请选择一条记录')
          .max(100, '一次最多100条'),
      }),
      z.object({ all: z.literal(true) }),
    ]),
    result: z.object({ count: z.number() }),
  },
});
