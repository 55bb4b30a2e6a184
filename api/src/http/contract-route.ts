import { envelope, type BodyOf, type ParamsOf, type QueryOf, type RouteContract } from '@srm/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Envelope } from './envelope';

/** What a contract route's handler gets: the parsed parts and the caller its `auth` step returned. */
export type RouteInput<C extends RouteContract, A> = {
  req: FastifyRequest;
  reply: FastifyReply;
  caller: A;
  query: QueryOf<C>;
  body: BodyOf<C>;
  params: ParamsOf<C>;
};

/** The envelope a handler answers with (`ok(result, message)`), or the reply it sent itself (downloads). */
export type RouteAnswer<C extends RouteContract> = Envelope<z.input<C['result']>> | FastifyReply;

export type RouteOptions<C extends RouteContract, A> = {
  /** Authentication and authorization, run before the request is validated: a stranger learns nothing of the schema. */
  auth?: (req: FastifyRequest) => Promise<A>;
  handler: (input: RouteInput<C, A>) => Promise<RouteAnswer<C>>;
};

const CALLER = Symbol('caller');
type WithCaller = FastifyRequest & { [CALLER]?: unknown };

/**
 * Registers a handler against its contract (CONVENTIONS 16): Fastify validates query, body and
 * params with the contract's zod schemas (a refusal is the 400 envelope naming the field), the
 * OpenAPI document shows the route under its module, and the handler's types come from the contract.
 */
export function contractRoute<C extends RouteContract, A = undefined>(
  app: FastifyInstance,
  contract: C,
  options: RouteOptions<C, A>,
): void {
  const { auth, handler } = options;
  app.route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      tags: [contract.tag],
      ...(contract.access ? { description: `权限：${contract.access}` } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.file ? {} : { response: { 200: envelope(contract.result) } }),
    },
    ...(auth
      ? {
          preValidation: async (req: FastifyRequest) => {
            (req as WithCaller)[CALLER] = await auth(req);
          },
        }
      : {}),
    handler: (req, reply) =>
      handler({
        req,
        reply,
        caller: (req as WithCaller)[CALLER] as A,
        query: req.query as QueryOf<C>,
        body: req.body as BodyOf<C>,
        params: req.params as ParamsOf<C>,
      }),
  });
}
