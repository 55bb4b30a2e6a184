import { z } from 'zod';
import { defineRoutes, timestamp } from '../core/index';

/** 安全设置 → 登录设备: one of the user's live sessions. */
export const loginSession = z.object({
  id: z.string(),
  device: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  loginMethod: z.string(),
  loginTime: timestamp,
  lastSeen: timestamp,
  /** The session this browser uses. */
  current: z.boolean(),
});
export type LoginSession = z.infer<typeof loginSession>;

/** 安全设置 → 登录设备: the caller's own live sessions, and ending some of them. */
export const sessionRoutes = defineRoutes('auth', {
  sessionList: {
    method: 'GET',
    path: '/sys/user/sessions',
    summary: '本人的在线会话（登录设备）',
    access: 'user',
    result: z.array(loginSession),
  },
  sessionEnd: {
    method: 'POST',
    path: '/sys/user/sessions/end',
    summary: '结束本人的会话',
    access: 'user',
    body: z.object({
      ids: z
        .array(z.string().trim().min(1).max(100), { error: '请选择要结束的会话' })
        .min(1, '请选择要结束的会话')
        .max(100),
    }),
    result: z.object({ count: z.number() }),
  },
});
