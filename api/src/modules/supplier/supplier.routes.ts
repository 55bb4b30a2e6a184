import { hash } from '@node-rs/argon2';
import { randomUUID } from 'node:crypto';
import { supplier as contract } from '@srm/contracts';
import { supplier } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { HttpError, NOT_FOUND_MESSAGE } from '../../http/errors';
import { parseListQuery, runListQuery, type ListSpec } from '../../http/list-query';
import {
  FORBIDDEN_MESSAGE,
  redeemSmsCode,
  requireCaller,
  requireListPermission,
  requirePermission,
  SMS_OFF,
  smsCodeHash,
  type AuthDeps,
  type Caller,
  smsCodeRefused,
} from '../auth/index';
import { supplierView } from './supplier.view';

export const REGISTERED = '注册成功';
export const SUBMITTED = '提交成功，请等待审核';
export const APPROVED = '审核通过';
export const REJECTED = '已驳回';
/** The menu and buttons of 供应商准入 (api/src/seed-data.ts). */
export const SUPPLIER_ACCESS_MENU = contract.SUPPLIER_ACCESS_MENU;
export const SUPPLIER_ACCESS_ACTIONS = contract.SUPPLIER_ACCESS_ACTIONS;
const routes = contract.supplierRoutes;

export const supplierAccessList: ListSpec = {
  fields: {
    id: { column: 'id', type: 'string' },
    companyName: { column: 'company_name', type: 'string' },
    creditCode: { column: 'credit_code', type: 'string' },
    contact: { column: 'contact', type: 'string' },
    phone: { column: 'phone', type: 'string' },
    status: { column: 'status', type: 'string' },
    createTime: { column: 'created_at', type: 'date' },
    submittedAt: { column: 'submitted_at', type: 'date' },
    reviewedAt: { column: 'reviewed_at', type: 'date' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
};

export type SupplierDeps = AuthDeps & {
  secret: string;
  /** The tenant self-registered suppliers join, and the role code their first user gets (if the tenant has it). */
  registration: { tenantId: string; roleCode: string };
  /** No SMS provider: registration (which needs an SMS code) is off and says so. */
  smsOff?: boolean;
};

const meta = (actor: string, tenantId: string) => ({ metadata: { actor, tenantId } });

/**
 * Supplier registration and onboarding (供应商准入): the public registration with an SMS code, the
 * supplier's own record (completion and alteration), and the back office's review.
 */
export const supplierRoutes =
  (deps: SupplierDeps): FastifyPluginAsync =>
  async (app) => {
    const { services, secret, registration } = deps;
    const db = () => services.db();

    /** Spec §7 constant /auth/register (and JeecgBoot's /sys/user/register): a company signs up. */
    const register = async ({ body }: { body: contract.RegisterBodyOut }) => {
      const tenantId = registration.tenantId;
      // Every rule (duplicates too) is checked before the code is spent, so the user can fix it and retry.
      await supplier.checkRegistration(db(), tenantId, body);
      const now = services.now();
      const verdict = await redeemSmsCode(db(), {
        phone: body.mobile,
        purpose: '1',
        now,
        codeHash: smsCodeHash(secret, body.mobile, '1', body.captcha),
      });
      // The code proves the registrant holds the phone (authentication of the phone).
      if (verdict !== 'ok') throw smsCodeRefused(verdict, { field: 'captcha' });
      const role = await db()
        .selectFrom('sys_role')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('role_code', '=', registration.roleCode)
        .executeTakeFirst();
      const supplierId = await supplier.nextSupplierId(db());
      const userId = randomUUID();
      await supplier.registerSupplier(
        services.store(),
        {
          supplierId,
          tenantId,
          now,
          info: {
            companyName: body.companyName,
            creditCode: body.creditCode,
            contact: body.contact,
            phone: body.mobile,
            email: null,
            address: null,
            legalPerson: null,
            categoryIds: body.categoryIds,
            attachments: [],
          },
          user: {
            id: userId,
            username: body.username,
            realname: body.contact,
            passwordHash: await hash(body.password),
            phone: body.mobile,
            roleIds: role ? [role.id] : [],
          },
        },
        meta(userId, tenantId),
      );
      return ok({ supplierId, username: body.username }, REGISTERED);
    };
    // Without an SMS provider registration is off, whatever the form says (before it is validated).
    const smsOn = async () => {
      if (deps.smsOff) throw new HttpError(501, SMS_OFF);
    };
    contractRoute(app, routes.supplierRegister, { auth: smsOn, handler: register });
    contractRoute(app, routes.supplierRegisterLegacy, { auth: smsOn, handler: register });

    /** The category tree for the public registration form (names and ids only). */
    contractRoute(app, routes.supplierRegisterCategories, {
      handler: async () => {
        const rows = await db()
          .selectFrom('sys_category')
          .select(['id', 'pid', 'name', 'code'])
          .where('tenant_id', 'in', [registration.tenantId, '0'])
          .orderBy('code')
          .limit(2000)
          .execute();
        return ok(rows);
      },
    });

    /** The caller's own company: a staff user gets none; another supplier's record is never reachable. */
    const ownSupplier = async (caller: Caller) => {
      if (!caller.supplierId) return undefined;
      const row = await supplier.findSupplier(db(), caller.supplierId);
      return row && row.tenant_id === caller.tenantId ? row : undefined;
    };

    // Spec §7 GET /supplierBaseAPI/getSupplier: non-null for a supplier's user (spec §6).
    const user = (req: FastifyRequest) => requireCaller(deps, req);
    const may = (action: string) => (req: FastifyRequest) => requirePermission(deps, req, action);

    contractRoute(app, routes.supplierMine, {
      auth: user,
      handler: async ({ caller }) => {
        const row = await ownSupplier(caller);
        return ok(row ? await supplierView(db(), row) : null);
      },
    });

    /** Completion (/completeSupInfo) and alteration (/alteration): the whole information, for review. */
    const submit = async ({ caller, body: info }: { caller: Caller; body: contract.SupplierInfoBodyOut }) => {
      const row = await ownSupplier(caller);
      if (!row) throw new HttpError(403, FORBIDDEN_MESSAGE);
      await supplier.submitSupplierInfo(
        services.store(),
        { supplierId: row.id, info, by: caller.userId, now: services.now() },
        meta(caller.userId, caller.tenantId),
      );
      const saved = await supplier.findSupplier(db(), row.id);
      return ok(saved ? await supplierView(db(), saved) : null, SUBMITTED);
    };
    contractRoute(app, routes.supplierSubmit, { auth: user, handler: submit });
    contractRoute(app, routes.supplierSubmitPut, { auth: user, handler: submit });

    // 供应商准入 in the back office.
    contractRoute(app, routes.supplierAccessList, {
      auth: async (req) =>
        (await requireListPermission(deps, req, SUPPLIER_ACCESS_ACTIONS.list, SUPPLIER_ACCESS_MENU)).caller,
      handler: async ({ caller, query: raw }) => {
        const query = parseListQuery(raw, supplierAccessList);
        const base = db().selectFrom('srm_supplier').selectAll().where('tenant_id', '=', caller.tenantId);
        const page = await runListQuery(base, supplierAccessList, query);
        return ok({
          ...page,
          records: page.records.map((r) => ({
            id: r.id,
            companyName: r.company_name,
            creditCode: r.credit_code,
            contact: r.contact,
            phone: r.phone,
            status: r.status as supplier.SupplierStatus,
            statusText: supplier.SUPPLIER_STATUS_TEXT[r.status as supplier.SupplierStatus],
            admitted: r.admitted,
            createTime: new Date(r.created_at).toISOString(),
            submittedAt: r.submitted_at ? new Date(r.submitted_at).toISOString() : null,
            reviewedAt: r.reviewed_at ? new Date(r.reviewed_at).toISOString() : null,
          })),
        });
      },
    });

    const tenantSupplier = async (caller: Caller, id: string) => {
      const row = await supplier.findSupplier(db(), id);
      // Another tenant's supplier is answered like a missing one.
      if (!row || row.tenant_id !== caller.tenantId) throw new HttpError(404, NOT_FOUND_MESSAGE);
      return row;
    };

    contractRoute(app, routes.supplierAccessById, {
      auth: may(SUPPLIER_ACCESS_ACTIONS.list),
      handler: async ({ caller, query }) =>
        ok(await supplierView(db(), await tenantSupplier(caller, query.id))),
    });

    contractRoute(app, routes.supplierApprove, {
      auth: may(SUPPLIER_ACCESS_ACTIONS.approve),
      handler: async ({ caller, body }) => {
        const row = await tenantSupplier(caller, body.id);
        await supplier.approveSupplier(
          services.store(),
          { supplierId: row.id, by: caller.user.username, comment: body.comment, now: services.now() },
          meta(caller.userId, caller.tenantId),
        );
        return ok(null, APPROVED);
      },
    });

    contractRoute(app, routes.supplierReject, {
      auth: may(SUPPLIER_ACCESS_ACTIONS.reject),
      handler: async ({ caller, body }) => {
        const row = await tenantSupplier(caller, body.id);
        await supplier.rejectSupplier(
          services.store(),
          { supplierId: row.id, by: caller.user.username, reason: body.reason, now: services.now() },
          meta(caller.userId, caller.tenantId),
        );
        return ok(null, REJECTED);
      },
    });
  };
