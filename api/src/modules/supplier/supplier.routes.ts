import { hash } from '@node-rs/argon2';
import { randomUUID } from 'node:crypto';
import { DomainError, supplier, system } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { HttpError, NOT_FOUND_MESSAGE } from '../../http/errors';
import { parseListQuery, runListQuery, type ListSpec } from '../../http/list-query';
import {
  FORBIDDEN_MESSAGE,
  requireCaller,
  requireListPermission,
  requirePermission,
  type AuthDeps,
  type Caller,
} from '../auth/permissions';
import { SMS_CODE_EXPIRED, SMS_CODE_WRONG } from '../auth/phone-login.routes';
import { redeemSmsCode, smsCodeHash } from '../auth/sms-codes';
import { approveBody, registerBody, rejectBody, supplierInfoBody } from './supplier.schemas';
import { supplierView } from './supplier.view';

export const REGISTERED = '注册成功';
export const SUBMITTED = '提交成功，请等待审核';
export const APPROVED = '审核通过';
export const REJECTED = '已驳回';
export const ATTACHMENT_UNKNOWN = '附件不存在，请重新上传';
export const CATEGORY_UNKNOWN = '供应品类不存在';
/** The menu and buttons of 供应商准入 (api/src/seed-data.ts). */
export const SUPPLIER_ACCESS_MENU = 'm-supplier-access';
export const SUPPLIER_ACCESS_ACTIONS = {
  list: 'supplier:access:list',
  approve: 'supplier:access:approve',
  reject: 'supplier:access:reject',
} as const;

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

    const checkCategories = async (tenantId: string, ids: string[]) => {
      if (ids.length === 0) return;
      const found = await db()
        .selectFrom('sys_category')
        .select('id')
        .where('id', 'in', ids)
        .where('tenant_id', 'in', [tenantId, '0'])
        .execute();
      if (found.length !== new Set(ids).size) {
        throw new DomainError('ValidationFailed', CATEGORY_UNKNOWN, { field: 'categoryIds' });
      }
    };

    /** Spec §7 constant /auth/register (and JeecgBoot's /sys/user/register): a company signs up. */
    const register = async (req: FastifyRequest) => {
      const body = registerBody.parse(req.body ?? {});
      const info: supplier.SupplierInfo = {
        companyName: body.companyName,
        creditCode: body.creditCode,
        contact: body.contact,
        phone: body.mobile,
        email: null,
        address: null,
        legalPerson: null,
        categoryIds: body.categoryIds,
        attachments: [],
      };
      // The domain's rules on the stated facts, before the SMS code is spent.
      supplier.checkSupplierInfo(info);
      const weak = system.passwordProblem(body.password, body.confirmPassword);
      if (weak) throw new DomainError('ValidationFailed', weak, { field: 'password' });
      const tenantId = registration.tenantId;
      await checkCategories(tenantId, body.categoryIds);
      // Every duplicate is refused before the code is spent, so the user can fix it and retry.
      const taken = await supplier.supplierDuplicates(db(), {
        tenantId,
        companyName: body.companyName,
        creditCode: body.creditCode,
      });
      if (taken.companyName)
        throw new DomainError('ValidationFailed', supplier.COMPANY_NAME_TAKEN, { field: 'companyName' });
      if (taken.creditCode)
        throw new DomainError('ValidationFailed', supplier.CREDIT_CODE_TAKEN, { field: 'creditCode' });
      if (await system.findUserByUsername(db(), body.username)) {
        throw new DomainError('ValidationFailed', supplier.USERNAME_TAKEN, { field: 'username' });
      }
      if (await system.findUserByPhone(db(), body.mobile)) {
        throw new DomainError('ValidationFailed', supplier.PHONE_TAKEN, { field: 'mobile' });
      }
      const now = services.now();
      const verdict = await redeemSmsCode(db(), {
        phone: body.mobile,
        purpose: '1',
        now,
        codeHash: smsCodeHash(secret, body.mobile, '1', body.captcha),
      });
      if (verdict === 'expired')
        throw new DomainError('ValidationFailed', SMS_CODE_EXPIRED, { field: 'captcha' });
      if (verdict === 'wrong')
        throw new DomainError('ValidationFailed', SMS_CODE_WRONG, { field: 'captcha' });
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
          info,
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
    app.post('/auth/register', register);
    app.post('/sys/user/register', register);

    /** The category tree for the public registration form (names and ids only). */
    app.get('/auth/register/categories', async () => {
      const rows = await db()
        .selectFrom('sys_category')
        .select(['id', 'pid', 'name', 'code'])
        .where('tenant_id', 'in', [registration.tenantId, '0'])
        .orderBy('code')
        .limit(2000)
        .execute();
      return ok(rows);
    });

    /** The caller's own company: a staff user gets none; another supplier's record is never reachable. */
    const ownSupplier = async (caller: Caller) => {
      if (!caller.supplierId) return undefined;
      const row = await supplier.findSupplier(db(), caller.supplierId);
      return row && row.tenant_id === caller.tenantId ? row : undefined;
    };

    // Spec §7 GET /supplierBaseAPI/getSupplier: non-null for a supplier's user (spec §6).
    app.get('/supplierBaseAPI/getSupplier', async (req) => {
      const caller = await requireCaller(deps, req);
      const row = await ownSupplier(caller);
      return ok(row ? await supplierView(db(), row) : null);
    });

    /** Completion (/completeSupInfo) and alteration (/alteration): the whole information, for review. */
    const submit = async (req: FastifyRequest) => {
      const caller = await requireCaller(deps, req);
      const row = await ownSupplier(caller);
      if (!row) throw new HttpError(403, FORBIDDEN_MESSAGE);
      const info = supplierInfoBody.parse(req.body ?? {});
      supplier.checkSupplierInfo(info);
      await checkCategories(caller.tenantId, info.categoryIds);
      if (info.attachments.length > 0) {
        const files = await db()
          .selectFrom('sys_file')
          .select('path')
          .where('path', 'in', info.attachments)
          .where('tenant_id', '=', caller.tenantId)
          .where('supplier_id', '=', row.id)
          .execute();
        if (files.length !== new Set(info.attachments).size) {
          throw new DomainError('ValidationFailed', ATTACHMENT_UNKNOWN, { field: 'attachments' });
        }
      }
      await supplier.submitSupplierInfo(
        services.store(),
        { supplierId: row.id, info, by: caller.userId, now: services.now() },
        meta(caller.userId, caller.tenantId),
      );
      const saved = await supplier.findSupplier(db(), row.id);
      return ok(saved ? await supplierView(db(), saved) : null, SUBMITTED);
    };
    app.post('/supplierBaseAPI/submit', submit);
    app.put('/supplierBaseAPI/submit', submit);

    // 供应商准入 in the back office.
    app.get('/supplier/access/list', async (req) => {
      const { caller } = await requireListPermission(
        deps,
        req,
        SUPPLIER_ACCESS_ACTIONS.list,
        SUPPLIER_ACCESS_MENU,
      );
      const query = parseListQuery(req.query as Record<string, unknown>, supplierAccessList);
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
          status: r.status,
          statusText: supplier.SUPPLIER_STATUS_TEXT[r.status as supplier.SupplierStatus],
          admitted: r.admitted,
          createTime: new Date(r.created_at).toISOString(),
          submittedAt: r.submitted_at ? new Date(r.submitted_at).toISOString() : null,
          reviewedAt: r.reviewed_at ? new Date(r.reviewed_at).toISOString() : null,
        })),
      });
    });

    const tenantSupplier = async (caller: Caller, id: string) => {
      const row = await supplier.findSupplier(db(), id);
      // Another tenant's supplier is answered like a missing one.
      if (!row || row.tenant_id !== caller.tenantId) throw new HttpError(404, NOT_FOUND_MESSAGE);
      return row;
    };

    app.get('/supplier/access/queryById', async (req) => {
      const caller = await requirePermission(deps, req, SUPPLIER_ACCESS_ACTIONS.list);
      const { id } = z.object({ id: z.string().min(1, '请选择一条记录').max(64) }).parse(req.query);
      return ok(await supplierView(db(), await tenantSupplier(caller, id)));
    });

    app.post('/supplier/access/approve', async (req) => {
      const caller = await requirePermission(deps, req, SUPPLIER_ACCESS_ACTIONS.approve);
      const body = approveBody.parse(req.body ?? {});
      const row = await tenantSupplier(caller, body.id);
      await supplier.approveSupplier(
        services.store(),
        { supplierId: row.id, by: caller.user.username, comment: body.comment, now: services.now() },
        meta(caller.userId, caller.tenantId),
      );
      return ok(null, APPROVED);
    });

    app.post('/supplier/access/reject', async (req) => {
      const caller = await requirePermission(deps, req, SUPPLIER_ACCESS_ACTIONS.reject);
      const body = rejectBody.parse(req.body ?? {});
      const row = await tenantSupplier(caller, body.id);
      await supplier.rejectSupplier(
        services.store(),
        { supplierId: row.id, by: caller.user.username, reason: body.reason, now: services.now() },
        meta(caller.userId, caller.tenantId),
      );
      return ok(null, REJECTED);
    });
  };
