import type { FastifyRequest } from 'fastify';

/** Every route authenticates through requireCaller / requirePermission (permissions.ts). */
export const tokenOf = (req: FastifyRequest): string | undefined => {
  const h = req.headers['x-access-token'];
  return typeof h === 'string' && h.length > 0 ? h : undefined;
};
