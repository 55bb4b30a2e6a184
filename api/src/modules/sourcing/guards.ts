import { sourcing } from '@srm/events';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import {
  FORBIDDEN_MESSAGE,
  requireCaller,
  requirePermission,
  type AuthDeps,
  type Caller,
} from '../auth/index';

/** Who acts, for which tenant: every command of a signed-in caller carries these. */
export const metaOf = (caller: Caller) => ({ metadata: { actor: caller.userId, tenantId: caller.tenantId } });

/**
 * What the sourcing and finance routes share: the caller's act (who, tenant, when), the eligibility
 * port, and the three kinds of caller (staff with an action, any staff, a supplier's user).
 */
export const sourcingGuards = (
  deps: AuthDeps & { eligibility?: sourcing.SupplierEligibility | undefined },
) => {
  const { services } = deps;
  return {
    acting: (caller: Caller) => ({ tenantId: caller.tenantId, by: caller.userId, now: services.now() }),
    eligibility: () => deps.eligibility ?? sourcing.supplierMasterEligibility(services.db()),
    /** Staff with the action; a supplier's user never reaches the buyer's routes. */
    buyer: (action: string) => async (req: FastifyRequest) => {
      const caller = await requirePermission(deps, req, action);
      if (caller.supplierId) throw new HttpError(403, FORBIDDEN_MESSAGE);
      return caller;
    },
    /** Any staff user: the domain decides (a committee member, an assigned expert). */
    staff: async (req: FastifyRequest) => {
      const caller = await requireCaller(deps, req);
      if (caller.supplierId) throw new HttpError(403, FORBIDDEN_MESSAGE);
      return caller;
    },
    /** A supplier's user: it acts for its own company only. */
    supplierUser: async (req: FastifyRequest) => {
      const caller = await requireCaller(deps, req);
      if (!caller.supplierId) throw new HttpError(403, FORBIDDEN_MESSAGE);
      return caller as Caller & { supplierId: string };
    },
  };
};
