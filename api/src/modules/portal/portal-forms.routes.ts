import { randomUUID } from 'node:crypto';
import { DomainError, isUniqueViolation, portal, supplier } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { listSpec, parseListQuery, runListQuery, withDataRules } from '../../http/list-query';
import {
  dataRuleContext,
  FORBIDDEN_MESSAGE,
  requireCaller,
  requireListPermission,
  requirePermission,
  type AuthDeps,
} from '../auth/permissions';
import { SMS_CODE_EXPIRED, SMS_CODE_WRONG, SMS_SENT } from '../auth/phone-login.routes';
import { sendSmsCode, SMS_SEND_FAILED } from '../auth/send-sms-code';
import { redeemSmsCode, smsCodeHash } from '../auth/sms-codes';
import type { SmsSender } from '../auth/sms-sender';
import { creditCode, mobile } from '../supplier/supplier.schemas';

export type PortalFormsDeps = AuthDeps & {
  /** The tenant whose projects the portal shows (PORTAL_TENANT_ID): 信息征集 records belong to it. */
  portalTenantId: string;
  smsSender: SmsSender;
  secret: string;
};

export const SIGNED_UP = '报名成功';
export const PLAN_INFO_SUBMITTED = '提交成功，我们会尽快与您联系';
export const PLAN_INFO_DUPLICATE = '该企业已提交过该采购计划的信息，请勿重复提交';
export const PLAN_INFO_TOO_MANY = '提交过于频繁，请稍后再试';
export const PLAN_INFO_HANDLED = '已标记为已处理';
export const PLAN_INFO_INVITED = '邀请注册短信已发送';
export const PROJECT_NOT_FOUND = '未找到对应项目';
export const CATEGORY_UNKNOWN = '供应品类不存在';
/** Submissions one address may make per hour (each also needs a fresh SMS code). */
export const PLAN_INFO_PER_ADDRESS_PER_HOUR = 5;

export const PLAN_INFO_MENU = 'm-portal-planinfo';
export const PLAN_INFO_ACTIONS = {
  list: 'portal:planInfo:list',
  handle: 'portal:planInfo:handle',
  invite: 'portal:planInfo:invite',
} as const;
/** Buyers read who signed up for their tenant's projects (button under 招标项目 in the seed). */
export const SIGN_UP_LIST_ACTION = 'sourcing:signUp:list';

const projectId = z.string({ error: '请选择项目' }).trim().min(1, '请选择项目').max(100, '项目编号过长');
const TYPE_MESSAGE = '公告类型不正确，应为 tender、inquiry 或 bidding';
/** The letter's page names the project by id; the list's 邀请函 dialog by its title and type (spec §7). */
const signUpBody = z.union(
  [
    z.object({ projectId }),
    z.object({
      name: z.string().trim().min(1, '请输入项目名称').max(200, '项目名称过长'),
      type: z.enum(portal.PUBLIC_TYPES, { error: TYPE_MESSAGE }),
    }),
  ],
  { error: '请选择项目' },
);
const projectQuery = z.object({ projectId });
const idQuery = z.object({ id: z.string().trim().min(1, '请选择项目').max(100) });
const idBody = z.object({
  id: z.string({ error: '请选择一条记录' }).trim().min(1, '请选择一条记录').max(100),
});

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));
const planInfoBody = z.object({
  projectId: optionalText(100, '项目编号过长'),
  companyName: z.string({ error: '请输入企业名称' }).trim().min(1, '请输入企业名称').max(100, '企业名称过长'),
  creditCode,
  contact: z.string({ error: '请输入联系人' }).trim().min(1, '请输入联系人').max(50, '联系人过长'),
  mobile,
  captcha: z.string({ error: '请输入验证码' }).trim().min(1, '请输入验证码').max(20),
  email: optionalText(100, '邮箱过长').pipe(z.email('邮箱格式不正确').nullable()),
  categoryIds: z
    .union([z.array(z.string().min(1).max(64)), z.string()])
    .optional()
    .transform((v) => (typeof v === 'string' ? v.split(',') : (v ?? [])).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string()).max(100, '供应品类过多')),
  description: z
    .string()
    .trim()
    .max(500, '需求描述不能超过500个字符')
    .nullish()
    .transform((v) => v ?? ''),
});
const smsBody = z.object({ mobile });

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
    const projectMissing = () => new DomainError('NotFound', PROJECT_NOT_FOUND);

    /** Public: the letter page's project (the list item's shape) and its invitation letter. */
    app.get('/portal/view/invitationLetter', async (req) => {
      const q = idQuery.parse(req.query);
      const project = await portal.findPublicAnnouncement(db(), tenant, q.id, now());
      const letter = await portal.findInvitationLetter(db(), tenant, q.id);
      if (!project || !letter) throw projectMissing();
      return ok({ project, content: letter.content });
    });

    /** The project a 报名 names: by id, or (the list's dialog) by title and type among the portal's. */
    const projectOf = async (body: z.infer<typeof signUpBody>): Promise<string> => {
      if ('projectId' in body) return body.projectId;
      const items = await portal.listPublicAnnouncements(db(), tenant, { type: body.type, now: now() });
      const found = items.find((i) => i.title === body.name);
      if (!found) throw projectMissing();
      return found.id;
    };

    app.post('/portal/signUp', async (req) => {
      const caller = await requireCaller(deps, req);
      const body = signUpBody.parse(req.body ?? {});
      const id = await projectOf(body);
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
        { metadata: { actor: caller.userId, tenantId: caller.tenantId } },
      );
      const signedUpAt = r.events[0]?.data as portal.SourcingSignUp | undefined;
      return ok({ projectId: id, signedUp: true, signedUpAt: signedUpAt?.signedUpAt ?? null }, SIGNED_UP);
    });

    /** Whether the caller's own company signed up (never another supplier's; staff: never). */
    app.get('/portal/signUp/mine', async (req) => {
      const caller = await requireCaller(deps, req);
      const q = projectQuery.parse(req.query);
      const row = caller.supplierId
        ? await portal.findSignUp(db(), q.projectId, caller.supplierId)
        : undefined;
      return ok({
        projectId: q.projectId,
        supplier: caller.supplierId !== null,
        signedUp: row !== undefined,
        signedUpAt: iso(row?.signed_up_at ?? null),
      });
    });

    /** Buyers: the sign-ups of one of their tenant's projects. */
    app.get('/portal/signUp/list', async (req) => {
      const caller = await requirePermission(deps, req, SIGN_UP_LIST_ACTION);
      if (caller.supplierId) throw new HttpError(403, FORBIDDEN_MESSAGE);
      const q = projectQuery.parse(req.query);
      const query = parseListQuery(req.query as Record<string, unknown>, signUpList);
      const base = db()
        .selectFrom('portal_sign_up')
        .selectAll()
        .where('tenant_id', '=', caller.tenantId)
        .where('project_id', '=', q.projectId);
      const page = await runListQuery(base, signUpList, query);
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
    });

    /** The 信息征集 form's code: any phone (the company need not have an account), the shared SMS limits. */
    app.post('/portal/planCollect/sms', async (req) => {
      const { mobile: phone } = smsBody.parse(req.body ?? {});
      await sendSmsCode({
        db: db(),
        now: now(),
        secret,
        smsSender,
        log: req.log,
        phone,
        purpose: '4',
        ip: req.ip,
        check: async () => null,
      });
      return ok(null, SMS_SENT);
    });

    const checkCategories = async (ids: string[]) => {
      if (ids.length === 0) return;
      const found = await db()
        .selectFrom('sys_category')
        .select('id')
        .where('id', 'in', ids)
        .where('tenant_id', 'in', [tenant, '0'])
        .execute();
      if (found.length !== new Set(ids).size) {
        throw new DomainError('ValidationFailed', CATEGORY_UNKNOWN, { field: 'categoryIds' });
      }
    };

    /** Public: 采购计划信息征集. Every refusal comes before the code is spent, so the visitor can fix and retry. */
    app.post('/portal/planCollect/submit', async (req: FastifyRequest) => {
      const body = planInfoBody.parse(req.body ?? {});
      const problem = supplier.creditCodeProblem(body.creditCode);
      if (problem) throw new DomainError('ValidationFailed', problem, { field: 'creditCode' });
      const at = now();
      const project = body.projectId
        ? await portal.findPublicAnnouncement(db(), tenant, body.projectId, at)
        : undefined;
      if (body.projectId && !project) throw projectMissing();
      await checkCategories(body.categoryIds);
      const since = new Date(at.getTime() - 3_600_000);
      if ((await portal.planInfoCountFromAddress(db(), req.ip, since)) >= PLAN_INFO_PER_ADDRESS_PER_HOUR) {
        throw new HttpError(429, PLAN_INFO_TOO_MANY);
      }
      const duplicate = () => new DomainError('IllegalState', PLAN_INFO_DUPLICATE, { field: 'creditCode' });
      if (await portal.planInfoExists(db(), tenant, body.projectId ?? '', body.creditCode)) throw duplicate();
      const verdict = await redeemSmsCode(db(), {
        phone: body.mobile,
        purpose: '4',
        now: at,
        codeHash: smsCodeHash(secret, body.mobile, '4', body.captcha),
      });
      if (verdict === 'expired')
        throw new DomainError('ValidationFailed', SMS_CODE_EXPIRED, { field: 'captcha' });
      if (verdict === 'wrong')
        throw new DomainError('ValidationFailed', SMS_CODE_WRONG, { field: 'captcha' });
      const id = randomUUID();
      try {
        await portal.collectPlanInfo(
          services.store(),
          {
            id,
            tenantId: tenant,
            projectId: project?.id ?? null,
            projectTitle: project?.title ?? null,
            companyName: body.companyName,
            creditCode: body.creditCode,
            contact: body.contact,
            phone: body.mobile,
            email: body.email,
            categoryIds: body.categoryIds,
            description: body.description,
            collectedAt: at.toISOString(),
          },
          { metadata: { tenantId: tenant, ip: req.ip } },
        );
      } catch (e) {
        // Two submissions racing past the check: the unique index keeps one.
        if (isUniqueViolation(e, 'portal_plan_info_once')) throw duplicate();
        throw e;
      }
      return ok({ id }, PLAN_INFO_SUBMITTED);
    });

    // 门户管理 > 信息征集: the caller's tenant only.
    app.get('/portal/planInfo/list', async (req) => {
      const { caller, dataRules } = await requireListPermission(
        deps,
        req,
        PLAN_INFO_ACTIONS.list,
        PLAN_INFO_MENU,
      );
      const query = withDataRules(
        planInfoList,
        parseListQuery(req.query as Record<string, unknown>, planInfoList),
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
    });

    app.post('/portal/planInfo/handle', async (req) => {
      const caller = await requirePermission(deps, req, PLAN_INFO_ACTIONS.handle);
      const { id } = idBody.parse(req.body ?? {});
      await portal.handlePlanInfo(
        services.store(),
        { id, tenantId: caller.tenantId, by: caller.userId, now: now().toISOString() },
        { metadata: { actor: caller.userId, tenantId: caller.tenantId } },
      );
      return ok(null, PLAN_INFO_HANDLED);
    });

    /** 邀请注册: the event first (another tenant's record is refused there), then the SMS with the link. */
    app.post('/portal/planInfo/invite', async (req) => {
      const caller = await requirePermission(deps, req, PLAN_INFO_ACTIONS.invite);
      const { id } = idBody.parse(req.body ?? {});
      const row = await portal.findPlanInfo(db(), caller.tenantId, id);
      if (!row) throw new DomainError('NotFound', portal.PLAN_INFO_NOT_FOUND);
      await portal.invitePlanInfoToRegister(
        services.store(),
        { id, tenantId: caller.tenantId, by: caller.userId, now: now().toISOString() },
        { metadata: { actor: caller.userId, tenantId: caller.tenantId } },
      );
      const link = `${req.protocol}://${req.host}/supplierRegister`;
      try {
        const notice = {
          mobile: row.phone,
          text: `${row.company_name}您好，诚邀贵司注册成为我司供应商，注册地址：${link}`,
        };
        if (smsSender.notify) await smsSender.notify(notice);
        else req.log.info(notice, 'SMS notice (the sender delivers codes only)');
      } catch (e) {
        req.log.error({ err: e }, 'SMS delivery failed');
        throw new HttpError(502, SMS_SEND_FAILED);
      }
      return ok(null, PLAN_INFO_INVITED);
    });
  };
