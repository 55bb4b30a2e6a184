import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';

const iso = z.iso.datetime();

/** A platform account (buyer, admin, auditor or supplier user). Passwords arrive hashed (argon2). */
export const userStream = {
  streamType: 'user',
  events: {
    UserCreated: z.object({
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
  },
} satisfies StreamDefinition;

type Schemas = (typeof userStream)['events'];
export type UserEvent = { [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> } }[keyof Schemas];

export const userStreamId = (id: string) => `user-${id}`;
