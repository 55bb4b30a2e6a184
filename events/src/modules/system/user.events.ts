import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';

const iso = z.iso.datetime();

/** USER_STATUS: 1 normal, 2 frozen (a frozen account cannot log in). */
export const USER_STATUS = { normal: 1, frozen: 2 } as const;

/** The fields an admin edits; the decider diffs them, the projection writes them. */
export const userProfile = z.object({
  realname: z.string().max(100),
  phone: z.string().max(20).nullable(),
  email: z.string().max(100).nullable(),
  /** Spec §3: 1 男, 2 女. */
  sex: z.number().int().nullable(),
  avatar: z.string().max(500).nullable(),
  /** YYYY-MM-DD; older events have none. */
  birthday: z.string().max(10).nullable().optional(),
  status: z.number().int(),
  isShow: z.number().int(),
  /** The department the user works in now (getCurrentUserDeparts / selectDepart). */
  orgCode: z.string().max(100).nullable(),
  roleIds: z.array(z.string().min(1)),
  departIds: z.array(z.string().min(1)),
  supplierId: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfile>;

/** A platform account (buyer, admin, auditor or supplier user). Passwords arrive hashed (argon2). */
export const userStream = {
  streamType: 'user',
  events: {
    UserCreated: z.object({
      ...userProfile.partial().shape,
      id: z.string().min(1),
      tenantId: z.string().min(1),
      username: z.string().min(1).max(100),
      realname: z.string().max(100),
      passwordHash: z.string().startsWith('$argon2'),
      supplierId: z.string().nullable(),
      /** Spec: a supplier whose isShow is 2 is confined to completing its information. */
      isShow: z.number().int(),
    }),
    UserPasswordChanged: z.object({ passwordHash: z.string().startsWith('$argon2') }),
    UserLoginSucceeded: z.object({ at: iso, tokenId: z.string().min(1), expiresAt: iso }),
    UserLoginFailed: z.object({ at: iso, failedCount: z.number().int().min(1) }),
    UserLocked: z.object({ at: iso, until: iso }),
    UserLoggedOut: z.object({ at: iso, tokenId: z.string().min(1), expiresAt: iso }),
    /** An admin (or the user) edited the profile: each changed field with its old and new value. */
    UserUpdated: z.object({
      changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
    }),
    UserDeleted: z.object({}),
  },
} satisfies StreamDefinition;

type Schemas = (typeof userStream)['events'];
export type UserEvent = { [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> } }[keyof Schemas];

export const userStreamId = (id: string) => `user-${id}`;
