import { createHash } from 'node:crypto';
import type { Database } from '@srm/events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { fail } from './envelope';

/**
 * `Idempotency-Key` on every command route (IETF draft httpapi-idempotency-key-header), once for
 * all routes: a POST, PUT, PATCH or DELETE of a signed-in caller with the header is recorded per
 * caller and key with a hash of the request. The first one runs; its answer is stored and a retry
 * with the same key and the same request gets that answer again (with `Idempotent-Replayed: true`)
 * and no second effect. Concurrent retries wait for the first answer. The same key with another
 * request is 422. An answer of 500 or more is not kept (the retry runs again: a 503 outage must be
 * retryable). Keys live a day.
 *
 * Anonymous requests (logins, registration) are not keyed: one client's answer (a login token)
 * must never be replayed to another that guessed the key. Multipart uploads are not keyed either
 * (the body is a stream the hash cannot see).
 */
export const IDEMPOTENCY_KEY_REUSED = '幂等键已用于不同的请求，请勿重复使用';
export const IDEMPOTENCY_KEY_INVALID = 'Idempotency-Key 格式不正确';
export const IDEMPOTENCY_IN_PROGRESS = '相同的请求正在处理中，请稍后重试';
const KEY = /^[\x21-\x7e]{1,255}$/;
const COMMAND_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TTL_MS = 24 * 3_600_000;
/** How long a retry waits for the first request's answer before 409. */
const WAIT_MS = 30_000;
const POLL_MS = 25;

export type IdempotencyOptions = {
  db: () => Kysely<Database>;
  now: () => Date;
  /** The caller a request's token names (signature only: the route does the full check), or null. */
  callerOf: (req: FastifyRequest) => Promise<string | null>;
  /** Only routes under this prefix (the API's). */
  prefix: string;
};

type Pending = { scope: string; key: string };
const pending = new WeakMap<FastifyRequest, Pending>();

const requestHash = (req: FastifyRequest) =>
  createHash('sha256')
    .update(`${req.method} ${req.url}\n`)
    .update(req.body === undefined ? '' : JSON.stringify(req.body))
    .digest('base64url');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function registerIdempotency(app: FastifyInstance, o: IdempotencyOptions): void {
  app.addHook('preHandler', async (req, reply) => {
    const header = req.headers['idempotency-key'];
    if (header === undefined || !COMMAND_METHODS.has(req.method)) return;
    if (!req.url.startsWith(o.prefix + '/')) return;
    if (String(req.headers['content-type'] ?? '').startsWith('multipart/')) return;
    const key = Array.isArray(header) ? header.join(',') : header;
    if (!KEY.test(key)) return reply.status(400).send(fail(400, IDEMPOTENCY_KEY_INVALID));
    const scope = await o.callerOf(req);
    if (!scope) return;
    const hash = requestHash(req);
    const db = o.db();
    const now = o.now();
    const inserted = await db
      .insertInto('http_idempotency')
      .values({
        scope,
        key,
        request_hash: hash,
        status: null,
        content_type: null,
        body: null,
        created_at: now,
      })
      .onConflict((c) => c.columns(['scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (inserted) {
      pending.set(req, { scope, key });
      // Expired keys of this caller go as new ones come.
      await db
        .deleteFrom('http_idempotency')
        .where('scope', '=', scope)
        .where('created_at', '<', new Date(now.getTime() - TTL_MS))
        .execute();
      return;
    }
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const row = await db
        .selectFrom('http_idempotency')
        .selectAll()
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) {
        // The first one failed (5xx) and gave its key up: this retry runs as a new request.
        const again = await db
          .insertInto('http_idempotency')
          .values({
            scope,
            key,
            request_hash: hash,
            status: null,
            content_type: null,
            body: null,
            created_at: now,
          })
          .onConflict((c) => c.columns(['scope', 'key']).doNothing())
          .returning('key')
          .executeTakeFirst();
        if (again) {
          pending.set(req, { scope, key });
          return;
        }
        continue;
      }
      if (row.request_hash !== hash) return reply.status(422).send(fail(422, IDEMPOTENCY_KEY_REUSED));
      if (row.status !== null) {
        return reply
          .status(row.status)
          .header('idempotent-replayed', 'true')
          .type(row.content_type ?? 'application/json; charset=utf-8')
          .send(row.body ?? '');
      }
      if (Date.now() > deadline) return reply.status(409).send(fail(409, IDEMPOTENCY_IN_PROGRESS));
      await sleep(POLL_MS);
    }
  });

  // The answer of a keyed request is stored before it leaves, so a retry that arrives after it sees it.
  app.addHook('onSend', async (req, reply, payload) => {
    const p = pending.get(req);
    if (!p) return payload;
    pending.delete(req);
    const keep = reply.statusCode < 500 && (typeof payload === 'string' || Buffer.isBuffer(payload));
    if (!keep) {
      await o
        .db()
        .deleteFrom('http_idempotency')
        .where('scope', '=', p.scope)
        .where('key', '=', p.key)
        .execute();
      return payload;
    }
    await o
      .db()
      .updateTable('http_idempotency')
      .set({
        status: reply.statusCode,
        content_type: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        body: Buffer.isBuffer(payload) ? payload.toString('utf8') : (payload as string),
      })
      .where('scope', '=', p.scope)
      .where('key', '=', p.key)
      .execute();
    return payload;
  });

  // A request that never reached onSend (the connection died): give the key up so a retry can run.
  app.addHook('onResponse', async (req) => {
    const p = pending.get(req);
    if (!p) return;
    pending.delete(req);
    await o
      .db()
      .deleteFrom('http_idempotency')
      .where('scope', '=', p.scope)
      .where('key', '=', p.key)
      .execute();
  });
}
