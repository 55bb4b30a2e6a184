import { randomUUID } from 'node:crypto';
import { portal as contract } from '@srm/contracts';
import { portal, sourcing, supplier } from '@srm/events';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { listSpec, parseListQuery, runListQuery } from '../../http/list-query';
import {
  dataRuleContext,
  FORBIDDEN_MESSAGE,
  redeemSmsCode,
  requireCaller,
  requireListPermission,
  requirePermission,
  sendSmsCode,
  SMS_SEND_FAILED,
  SMS_SENT,
  smsCodeHash,
  type AuthDeps,
  smsCodeRefused,
  type SmsSender,
  withDataRules,
} from '../auth/index';

export type PortalFormsDeps = AuthDeps & {
  /** The tenant whose projects the portal shows (PORTAL_TENANT_ID): 信息征集 records belong to it. */
  portalTenantId: string;
  smsSender: SmsSender;
  secret: string;
};

export const SIGNED_UP = '报名成功';
export const PLAN_INFO_SUBMITTED = '提交成功，我们会尽快与您联系';
export const PLAN_INFO_DUPLICATE = portal.PLAN_INFO_DUPLICATE;
export const PLAN_INFO_TOO_MANY = '提交过于频繁，请稍后再试';
export const PLAN_INFO_HANDLED = '已标记为已处理';
export const PLAN_INFO_INVITED = '邀请注册短信已发送';
export const PROJECT_NOT_FOUND = portal.PLAN_INFO_PROJECT_NOT_FOUND;
export const CATEGORY_UNKNOWN = portal.PLAN_INFO_CATEGORY_UNKNOWN;
/** Submissions one address may make per hour (each also needs a fresh SMS code). */
export const PLAN_INFO_PER_ADDRESS_PER_HOUR = 5;

export const PLAN_INFO_MENU = contract.PLAN_INFO_MENU;
export const PLAN_INFO_ACTIONS = contract.PLAN_INFO_ACTIONS;
/** Buyers read who signed up for their tenant's projects (button under 招标项目 in the seed). */
export const SIGN_UP_LIST_ACTION = contract.SIGN_UP_LIST_ACTION;

const routes = contract.portalFormsRoutes;

const signUpList = listSpec({
  fields: {
    projectId: { column: 'project_id', type: 'string' },
    supplierId: { column: 'supplier_id', type: 'string' },
    supplierName: { column: 'supplier_name', type: 'string' },
    contactName: { column: 'contact_name', type: 'string' },
    signedUpAt: { column: 'signed_up_at', type: 'date' },
  },
  defaultSort: { field: 'signedUpAt', order: 'asc' },
});

const planInfoList = listSpec({
  menuId: PLAN_INFO_MENU,
  fields: {
    companyName: { column: 'company_name', type: 'string' },
    creditCode: { column: 'credit_code', type: 'string' },
    contact: { column: 'contact', type: 'string' },
    phone: { column: 'phone', type: 'string' },
    projectTitle: { column: 'project_title', type: 'string' },
    status: { column: 'status', type: 'string' },
    createTime: { column: 'created_at', type: 'date' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/**
 * The portal's public forms (docs/portal.md "Public forms"): the invitation letter and 报名 of a
 * supplier, 采购计划信息征集 with its SMS code, and the back office's 信息征集 list.
 */
export const portalFormsRoutes =
  (deps: PortalFormsDeps): FastifyPluginAsync =>
  async (app) => {
    const { services, portalTenantId: tenant, smsSender, secret } = deps;
    const db = () => services.db();
    const now = () => services.now();
    const meta = (caller: { userId: string; tenantId: string }) => ({
      metadata: { actor: caller.userId, tenantId: caller.tenantId },
    });

    /** Public: the letter page's project (the list item's shape) and its invitation letter. */
    contractRoute(app, routes.portalInvitationLetter, {
      handler: async ({ query }) => ok(await portal.invitationLetterPage(db(), tenant, query.id, now())),
    });

    contractRoute(app, routes.portalSignUp, {
      auth: (req) => requireCaller(deps, req),
      handler: async ({ caller, body }) => {
        // By id, or (the list's dialog) by title and type among the portal's listed projects.
        const listed =
          'projectId' in body
            ? []
            : await portal.listPublicAnnouncements(db(), tenant, { type: body.type, now: now() });
        const id = portal.signUpProjectId(body, listed);
        const company = caller.supplierId ? await supplier.findSupplier(db(), caller.supplierId) : undefined;
        const r = await portal.signUpForSourcingProject(
          services.store(),
          {
            projectId: id,
            supplier:
              caller.supplierId && company
                ? {
                    id: company.id,
                    name: company.company_name,
                    tenantId: company.tenant_id,
                    // isShow 2: the company's onboarding is not through yet (spec §6).
                    admitted: company.admitted && caller.user.is_show !== 2,
                  }
                : null,
            userId: caller.userId,
            contact: { name: caller.user.realname || caller.user.username, phone: caller.user.phone ?? '' },
            now: now().toISOString(),
          },
          meta(caller),
        );
        // 报名 makes the company a participant of the sourcing project: at once, or once its deposit is confirmed.
        if (company) {
          await sourcing.joinAfterSignUp(
            services.store(),
            sourcing.supplierMasterEligibility(db()),
            { tenantId: company.tenant_id, projectId: id, supplierId: company.id, now: now() },
            meta(caller),
          );
        }
        const signedUpAt = r.events[0]?.data as portal.SourcingSignUp | undefined;
        return ok({ projectId: id, signedUp: true, signedUpAt: signedUpAt?.signedUpAt ?? null }, SIGNED_UP);
      },
    });

    /** Whether the caller's own company signed up (never another supplier's; staff: never). */
    contractRoute(app, routes.portalMySignUp, {
      auth: (req) => requireCaller(deps, req),
      handler: async ({ caller, query }) => {
        const row = caller.supplierId
          ? await portal.findSignUp(db(), query.projectId, caller.supplierId)
          : undefined;
        return ok({
          projectId: query.projectId,
          supplier: caller.supplierId !== null,
          signedUp: row !== undefined,
          signedUpAt: iso(row?.signed_up_at ?? null),
        });
      },
    });

    /** Buyers: the sign-ups of one of their tenant's projects. */
    contractRoute(app, routes.portalSignUpList, {
      auth: async (req) => {
        const caller = await requirePermission(deps, req, SIGN_UP_LIST_ACTION);
        if (caller.supplierId) throw new HttpError(403, FORBIDDEN_MESSAGE);
        return caller;
      },
      handler: async ({ caller, query }) => {
        const base = db()
          .selectFrom('portal_sign_up')
          .selectAll()
          .where('tenant_id', '=', caller.tenantId)
          .where('project_id', '=', query.projectId);
        const page = await runListQuery(base, signUpList, parseListQuery(query, signUpList));
        return ok({
          ...page,
          records: page.records.map((r) => ({
            projectId: r.project_id,
            supplierId: r.supplier_id,
            supplierName: r.supplier_name,
            contactName: r.contact_name,
            contactPhone: r.contact_phone,
            signedUpAt: iso(r.signed_up_at),
          })),
        });
      },
    });

    /** The 信息征集 form's code: any phone (the company need not have an account), the shared SMS limits. */
    contractRoute(app, routes.portalPlanCollectSms, {
      handler: async ({ req, body }) => {
        await sendSmsCode({
          db: db(),
          now: now(),
          secret,
          smsSender,
          log: req.log,
          phone: body.mobile,
          purpose: '4',
          ip: req.ip,
          check: async () => null,
        });
        return ok(null, SMS_SENT);
      },
    });

    /** Categories the form names that are neither the portal tenant's nor the platform's. */
    const unknownCategories = async (ids: string[]) => {
      if (ids.length === 0) return [];
      const found = await db()
        .selectFrom('sys_category')
        .select('id')
        .where('id', 'in', ids)
        .where('tenant_id', 'in', [tenant, '0'])
        .execute();
      const known = new Set(found.map((c) => c.id));
      return ids.filter((id) => !known.has(id));
    };

    /**
     * Public: 采购计划信息征集. The address limit, then the domain's rules (credit code, plan,
     * categories, duplicates: `planInfoRefusal`), all before the code is spent, so the visitor can
     * fix and retry; the code proves the phone, then the command appends.
     */
    contractRoute(app, routes.portalPlanCollectSubmit, {
      handler: async ({ req, body }) => {
        const at = now();
        const since = new Date(at.getTime() - 3_600_000);
        if ((await portal.planInfoCountFromAddress(db(), req.ip, since)) >= PLAN_INFO_PER_ADDRESS_PER_HOUR) {
          throw new HttpError(429, PLAN_INFO_TOO_MANY);
        }
        const creditCode = supplier.normalizeCreditCode(body.creditCode);
        const project = body.projectId
          ? await portal.findPublicAnnouncement(db(), tenant, body.projectId, at)
          : undefined;
        const info = {
          id: randomUUID(),
          tenantId: tenant,
          projectId: project?.id ?? null,
          projectTitle: project?.title ?? null,
          companyName: body.companyName,
          creditCode,
          contact: body.contact,
          phone: body.mobile,
          email: body.email,
          categoryIds: body.categoryIds,
          description: body.description,
          collectedAt: at.toISOString(),
        };
        const facts = {
          requestedProjectId: body.projectId,
          unknownCategoryIds: await unknownCategories(body.categoryIds),
          duplicate: await portal.planInfoExists(db(), tenant, body.projectId ?? '', creditCode),
        };
        const refusal = portal.planInfoRefusal(info, facts);
        if (refusal) throw refusal;
        const verdict = await redeemSmsCode(db(), {
          phone: body.mobile,
          purpose: '4',
          now: at,
          codeHash: smsCodeHash(secret, body.mobile, '4', body.captcha),
        });
        // Authentication of the phone (as the SMS login's): the code proves the visitor holds it.
        if (verdict !== 'ok') throw smsCodeRefused(verdict, { field: 'captcha' });
        await portal.collectPlanInfo(
          services.store(),
          { info, facts },
          { metadata: { tenantId: tenant, ip: req.ip } },
        );
        return ok({ id: info.id }, PLAN_INFO_SUBMITTED);
      },
    });

    // 门户管理 > 信息征集: the caller's tenant only.
    contractRoute(app, routes.portalPlanInfoList, {
      auth: (req) => requireListPermission(deps, req, PLAN_INFO_ACTIONS.list, PLAN_INFO_MENU),
      handler: async ({ caller: { caller, dataRules }, query: q }) => {
        const query = withDataRules(
          planInfoList,
          parseListQuery(q, planInfoList),
          dataRules,
          dataRuleContext(caller, now()),
        );
        const base = db().selectFrom('portal_plan_info').selectAll().where('tenant_id', '=', caller.tenantId);
        const page = await runListQuery(base, planInfoList, query);
        const categoryIds = [...new Set(page.records.flatMap((r) => r.category_ids))];
        const names = new Map(
          categoryIds.length === 0
            ? []
            : (
                await db()
                  .selectFrom('sys_category')
                  .select(['id', 'name'])
                  .where('id', 'in', categoryIds)
                  .execute()
              ).map((c) => [c.id, c.name]),
        );
        return ok({
          ...page,
          records: page.records.map((r) => ({
            id: r.id,
            projectId: r.project_id,
            projectTitle: r.project_title,
            companyName: r.company_name,
            creditCode: r.credit_code,
            contact: r.contact,
            phone: r.phone,
            email: r.email,
            categoryNames: r.category_ids.map((c) => names.get(c) ?? c),
            description: r.description,
            status: r.status,
            statusText: portal.PLAN_INFO_STATUS[r.status],
            handledAt: iso(r.handled_at),
            invitedAt: iso(r.invited_at),
            inviteCount: r.invite_count,
            createTime: iso(r.created_at),
          })),
        });
      },
    });

    contractRoute(app, routes.portalPlanInfoHandle, {
      auth: (req) => requirePermission(deps, req, PLAN_INFO_ACTIONS.handle),
      handler: async ({ caller, body }) => {
        await portal.handlePlanInfo(
          services.store(),
          { id: body.id, tenantId: caller.tenantId, by: caller.userId, now: now().toISOString() },
          meta(caller),
        );
        return ok(null, PLAN_INFO_HANDLED);
      },
    });

    /** 邀请注册: the event first (another tenant's or an unknown record is refused there), then the SMS with the link. */
    contractRoute(app, routes.portalPlanInfoInvite, {
      auth: (req) => requirePermission(deps, req, PLAN_INFO_ACTIONS.invite),
      handler: async ({ req, caller, body }) => {
        const r = await portal.invitePlanInfoToRegister(
          services.store(),
          { id: body.id, tenantId: caller.tenantId, by: caller.userId, now: now().toISOString() },
          meta(caller),
        );
        const invited = r.events[0]?.data as { phone: string } | undefined;
        const row = await portal.findPlanInfo(db(), caller.tenantId, body.id);
        const link = `${req.protocol}://${req.host}/supplierRegister`;
        try {
          const notice = {
            mobile: invited?.phone ?? row?.phone ?? '',
            text: `${row?.company_name ?? ''}您好，诚邀贵司注册成为我司供应商，注册地址：${link}`,
          };
          if (smsSender.notify) await smsSender.notify(notice);
          else req.log.info(notice, 'SMS notice (the sender delivers codes only)');
        } catch (e) {
          req.log.error({ err: e }, 'SMS delivery failed');
          throw new HttpError(502, SMS_SEND_FAILED);
        }
        return ok(null, PLAN_INFO_INVITED);
      },
    });
  };
