import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { system as contract } from '@srm/contracts';
import { system, type Database } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sql } from 'kysely';
import { contractRoute } from '../../http/contract-route';
import { fail, ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { RateLimiter } from '../../http/rate-limit';
import { listSpec, parseListQuery, runListQuery } from '../../http/list-query';
import type { Services } from '../../services';
import {
  dataRuleContext,
  FORBIDDEN_MESSAGE,
  notVisible,
  requireCaller,
  requireListPermission,
  requirePermission,
  userInfo,
  withDataRules,
  type Caller,
  type TokenService,
} from '../auth/index';
import { leaveDepartRoles } from './department-role.routes';
import type { AnyDb } from './record-config';
import { splitIds } from './record-crud';
import { registerUserSheets } from './user.sheet';
import type { LinkSigner } from './file-links';
import { PhoneProbeLimit } from './phone-probes';

/** The fields a user list can be filtered and sorted by (API name -> column). */
export const userList = listSpec({
  menuId: 'm-system-user',
  fields: {
    username: { column: 'username', type: 'string' },
    realname: { column: 'realname', type: 'string' },
    isShow: { column: 'is_show', type: 'number' },
    phone: { column: 'phone', type: 'string' },
    email: { column: 'email', type: 'string' },
    sex: { column: 'sex', type: 'number' },
    status: { column: 'status', type: 'number' },
    orgCode: { column: 'org_code', type: 'string' },
    createTime: { column: 'created_at', type: 'date' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});

export const userView = (u: system.UserRow) => ({
  id: u.id,
  username: u.username,
  realname: u.realname,
  phone: u.phone,
  email: u.email,
  sex: u.sex,
  avatar: u.avatar,
  status: u.status,
  isShow: u.is_show,
  orgCode: u.org_code,
  tenantId: u.tenant_id,
  supplierId: u.supplier_id,
  createTime: u.created_at.toISOString(),
});

const routes = contract.userRoutes;
/** The add form's schema: also each row of an import (user.sheet.ts). */
const addBody = contract.userAddBody;

/**
 * Which fields of which tables `/sys/duplicate/check` may look at: the table, and each field's column
 * (the forms send column names; API spellings are accepted too). `scope` says where a value must be
 * unique, as the table's unique constraint does: `platform` everywhere (usernames and phones log in,
 * dictionaries and rules are shared), `tenant` within the caller's tenant (a token is then needed).
 * `public` fields answer without a token (registration checks a username before anyone signs in).
 */
const DUPLICATE_CHECKS = {
  sys_user: {
    table: 'sys_user',
    fields: {
      username: { column: 'username', scope: 'platform', public: true },
      // Unique platform-wide, but told only within the caller's reach ([SEC1] 8, phoneTakenRefusal).
      phone: { column: 'phone', scope: 'tenant' },
      email: { column: 'email', scope: 'tenant' },
    },
  },
  sys_role: {
    table: 'sys_role',
    fields: {
      role_code: { column: 'role_code', scope: 'tenant' },
      roleCode: { column: 'role_code', scope: 'tenant' },
    },
  },
  sys_depart: {
    table: 'sys_depart',
    fields: {
      org_code: { column: 'org_code', scope: 'tenant' },
      orgCode: { column: 'org_code', scope: 'tenant' },
    },
  },
  sys_dict: {
    table: 'sys_dict',
    fields: {
      dict_code: { column: 'dict_code', scope: 'platform' },
      dictCode: { column: 'dict_code', scope: 'platform' },
    },
  },
  sys_category: { table: 'sys_category', fields: { code: { column: 'code', scope: 'platform' } } },
  sys_fill_rule: {
    table: 'sys_fill_rule',
    fields: {
      rule_code: { column: 'rule_code', scope: 'platform' },
      ruleCode: { column: 'rule_code', scope: 'platform' },
    },
  },
  sys_check_rule: {
    table: 'sys_check_rule',
    fields: {
      rule_code: { column: 'rule_code', scope: 'platform' },
      ruleCode: { column: 'rule_code', scope: 'platform' },
    },
  },
} as const satisfies Record<
  string,
  {
    table: keyof Database;
    fields: Record<string, { column: string; scope: 'platform' | 'tenant'; public?: true }>;
  }
>;
type DuplicateField = { column: string; scope: 'platform' | 'tenant'; public?: true };

/** The whitelisted table and field, or undefined (never a name taken from the request). */
function duplicateCheckOf(tableName: string, fieldName: string) {
  if (!Object.hasOwn(DUPLICATE_CHECKS, tableName)) return undefined;
  const entry = DUPLICATE_CHECKS[tableName as keyof typeof DUPLICATE_CHECKS];
  const fields: Record<string, DuplicateField> = entry.fields;
  return Object.hasOwn(fields, fieldName) ? { table: entry.table, ...fields[fieldName]! } : undefined;
}
const VALUE_FREE = '该值可用！';
/** [SEC1] 8: how many account lookups (checkOnlyUser, duplicate/check) an hour. */
export const LOOKUP_LIMITS = { anonymousPerAddressPerHour: 30, perUserPerHour: 600 } as const;
const VALUE_TAKEN = '该值不可用，系统中已存在！';

/** Spec §7 "Admin": users. Scoped to the caller's tenant, and a supplier user to its own company. */
export const userRoutes =
  ({
    services,
    tokens,
    signer,
  }: {
    services: Services;
    tokens: TokenService;
    signer: LinkSigner;
  }): FastifyPluginAsync =>
  async (app) => {
    /**
     * [SEC1] 8: lookups that say whether an account exists are counted: without a token per address
     * (registration checks a username before anyone signs in), with one per user. A bad token is the
     * usual `Token失效` (never quietly treated as anonymous).
     */
    const anonymousLookups = new RateLimiter({
      limit: LOOKUP_LIMITS.anonymousPerAddressPerHour,
      windowMs: 3_600_000,
      now: () => services.now(),
    });
    const userLookups = new RateLimiter({
      limit: LOOKUP_LIMITS.perUserPerHour,
      windowMs: 3_600_000,
      now: () => services.now(),
    });
    const lookupCaller = async (req: FastifyRequest, tokenNeeded: boolean) => {
      const caller =
        tokenNeeded || req.headers['x-access-token'] !== undefined
          ? await requireCaller({ services, tokens }, req)
          : undefined;
      if (caller) userLookups.take(caller.userId);
      else anonymousLookups.take(req.ip);
      return caller;
    };

    /** Registration and user forms check a username before submitting (no login needed, counted). */
    contractRoute(app, routes.userCheckOnly, {
      auth: (req) => lookupCaller(req, false),
      handler: async ({ query: { username } }) => {
        const taken = await system.findUserByUsername(services.db(), username);
        return taken ? fail(200, '用户账号已存在') : ok(null, VALUE_FREE);
      },
    });

    /**
     * The generic form duplicate check, over a whitelist of tables and fields; `dataId` is the record
     * being edited. Tenant-scoped fields look at the caller's tenant only (and need a token). A supplier's
     * user checks a user's phone or email within its own company only: it cannot probe staff phones.
     */
    contractRoute(app, routes.userDuplicateCheck, {
      handler: async ({ req, query: q }) => {
        const check = duplicateCheckOf(q.tableName, q.fieldName);
        // A field outside the whitelist is a request the API does not serve (400), not a business refusal.
        if (!check) throw new HttpError(400, '不支持的校验字段');
        const caller = await lookupCaller(req, !check.public);
        // The table and column come from the whitelist above.
        const anyDb = services.db() as unknown as AnyDb;
        let query = anyDb.selectFrom(check.table).select('id').where(sql.ref(check.column), '=', q.fieldVal);
        if (check.scope === 'tenant') query = query.where('tenant_id', '=', caller!.tenantId);
        if (check.table === 'sys_user' && !check.public && caller?.supplierId != null) {
          query = query.where('tenant_id', '=', caller.tenantId).where('supplier_id', '=', caller.supplierId);
        }
        if (q.dataId) query = query.where('id', '<>', q.dataId);
        return (await query.executeTakeFirst()) ? fail(200, VALUE_TAKEN) : ok(null, VALUE_FREE);
      },
    });

    const db = () => services.db();
    const deps = { services, tokens };
    const phoneProbes = new PhoneProbeLimit(() => services.now());
    const meta = (c: Caller) => ({ metadata: { actor: c.userId, tenantId: c.tenantId } });
    /** The users a caller may see: its tenant's, and a supplier's user only its own company's. */
    const scoped = (c: Caller) => {
      let q = db().selectFrom('sys_user').where('tenant_id', '=', c.tenantId);
      if (c.supplierId !== null) q = q.where('supplier_id', '=', c.supplierId);
      return q;
    };
    const findScoped = async (c: Caller, id: string) => {
      const u = await scoped(c).selectAll().where('id', '=', id).executeTakeFirst();
      if (!u) throw notVisible(system.USER_NOT_FOUND);
      return u;
    };
    /** Role and department ids must be the caller's tenant's: nobody is handed another tenant's role. */
    const checkOwned = async (c: Caller, roleIds: string[] | undefined, departIds: string[] | undefined) => {
      if (roleIds?.length) {
        const found = await db()
          .selectFrom('sys_role')
          .select('id')
          .where('id', 'in', roleIds)
          .where('tenant_id', '=', c.tenantId)
          .execute();
        system.checkGrantsExist({ roleIds, rolesFound: found.length });
        // A supplier's administrator hands on only roles it holds itself (never a staff role).
        if (c.supplierId !== null) {
          const held = await db()
            .selectFrom('sys_user_role')
            .select('role_id')
            .where('user_id', '=', c.userId)
            .execute();
          const own = new Set(held.map((r) => r.role_id));
          if (roleIds.some((r) => !own.has(r))) throw new HttpError(403, FORBIDDEN_MESSAGE);
        }
      }
      if (departIds?.length) {
        const found = await db()
          .selectFrom('sys_depart')
          .select('id')
          .where('id', 'in', departIds)
          .where('tenant_id', '=', c.tenantId)
          .execute();
        system.checkGrantsExist({ departIds, departsFound: found.length });
      }
    };
    const profileOf = (b: contract.UserProfileBody): Partial<system.UserProfile> => {
      const p: Partial<system.UserProfile> = {};
      if (b.realname !== undefined) p.realname = b.realname;
      if (b.phone !== undefined) p.phone = b.phone || null;
      if (b.email !== undefined) p.email = b.email || null;
      if (b.sex !== undefined) p.sex = b.sex;
      if (b.avatar !== undefined) p.avatar = b.avatar || null;
      if (b.status !== undefined) p.status = b.status;
      const roles = splitIds(b.selectedroles);
      const departs = splitIds(b.selecteddeparts);
      if (roles) p.roleIds = roles;
      if (departs) p.departIds = departs;
      return p;
    };

    contractRoute(app, routes.userList, {
      auth: (req) => requireListPermission(deps, req, 'system:user:list', userList.menuId),
      handler: async ({ caller: { caller, dataRules }, query: listQuery }) => {
        const query = withDataRules(
          userList,
          parseListQuery(listQuery, userList),
          dataRules,
          dataRuleContext(caller, services.now()),
        );
        // A staff caller's unfiltered list (no filters, no data rules): the tenant's exact user count
        // (trigger-kept), not a count(*).
        const tenantTotal =
          caller.supplierId === null
            ? async () =>
                Number(
                  (
                    await sql<{ users: number }>`select users::int as users from sys_user_tenant_count
                    where tenant_id = ${caller.tenantId}`.execute(db())
                  ).rows[0]?.users ?? 0,
                )
            : undefined;
        const page = await runListQuery(scoped(caller).selectAll(), userList, query, tenantTotal);
        const ids = page.records.map((u) => u.id);
        const departs = ids.length
          ? await db()
              .selectFrom('sys_user_depart as ud')
              .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
              .select(['ud.user_id', 'd.depart_name'])
              .where('ud.user_id', 'in', ids)
              .execute()
          : [];
        return ok({
          ...page,
          records: page.records.map((u) => ({
            ...userView(u),
            orgCodeTxt: departs
              .filter((d) => d.user_id === u.id)
              .map((d) => d.depart_name)
              .join(','),
          })),
        });
      },
    });

    // Export/import as .xlsx and the import error files (user.sheet.ts).
    registerUserSheets(app, {
      auth: deps,
      scoped,
      list: userList,
      view: userView,
      rowSchema: addBody,
      signer,
      phoneProbes,
    });

    const may = (action: string) => (req: FastifyRequest) => requirePermission(deps, req, action);
    const signedIn = (req: FastifyRequest) => requireCaller(deps, req);

    contractRoute(app, routes.userById, {
      auth: may('system:user:list'),
      handler: async ({ caller, query }) => ok(userView(await findScoped(caller, query.id))),
    });

    /** Staff users, or (addSupplierUser) a supplier company's users: a supplier's admin only adds its own. */
    const add =
      (supplier: boolean) =>
      async ({ caller, body }: { caller: Caller; body: z.output<typeof addBody> }) => {
        system.checkNewPassword(body.password, body.confirmpassword ?? body.password);
        const supplierId = system.supplierOfNewUser({
          callerSupplierId: caller.supplierId,
          supplierForm: supplier,
          bodySupplierId: body.supplierId,
        });
        const profile = profileOf(body);
        await checkOwned(caller, profile.roleIds, profile.departIds);
        const id = randomUUID();
        const passwordHash = await hash(body.password);
        await phoneProbes.write(caller, profile.phone, () =>
          system.createUser(
            services.store(),
            {
              ...profile,
              id,
              tenantId: caller.tenantId,
              username: body.username,
              realname: body.realname,
              passwordHash,
              supplierId,
              isShow: body.isShow ?? 1,
            },
            { ...meta(caller), reach: PhoneProbeLimit.reach(caller) },
          ),
        );
        return ok({ id }, '添加成功！');
      };
    contractRoute(app, routes.userAdd, { auth: may('system:user:add'), handler: add(false) });
    contractRoute(app, routes.userAddSupplier, { auth: may('system:user:add'), handler: add(true) });

    const edit = async ({
      caller,
      body,
    }: {
      caller: Caller;
      body: contract.UserProfileBody & { id: string };
    }) => {
      await findScoped(caller, body.id);
      const profile = profileOf(body);
      await checkOwned(caller, profile.roleIds, profile.departIds);
      await phoneProbes.write(caller, profile.phone, () =>
        system.updateUser(services.store(), body.id, profile, {
          ...meta(caller),
          reach: PhoneProbeLimit.reach(caller),
        }),
      );
      // Leaving a department ends the user's roles in it.
      if (profile.departIds) await leaveDepartRoles(services, caller, body.id, profile.departIds);
      return ok(null, '编辑成功!');
    };
    contractRoute(app, routes.userEdit, { auth: may('system:user:edit'), handler: edit });
    contractRoute(app, routes.userEditSupplier, { auth: may('system:user:edit'), handler: edit });

    /** The user form's departments: the ids (and names) of a user's departments. */
    contractRoute(app, routes.userDepartList, {
      auth: may('system:user:list'),
      handler: async ({ caller, query: { userId } }) => {
        await findScoped(caller, userId);
        const rows = await db()
          .selectFrom('sys_user_depart as ud')
          .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
          .select(['d.id', 'd.depart_name', 'd.org_code'])
          .where('ud.user_id', '=', userId)
          .orderBy('d.org_code')
          .execute();
        return ok(rows.map((d) => ({ key: d.id, value: d.id, title: d.depart_name, orgCode: d.org_code })));
      },
    });

    contractRoute(app, routes.userRoleIds, {
      auth: may('system:user:list'),
      handler: async ({ caller, query: { userid } }) => {
        await findScoped(caller, userid);
        const rows = await db()
          .selectFrom('sys_user_role')
          .select('role_id')
          .where('user_id', '=', userid)
          .execute();
        return ok(rows.map((r) => r.role_id));
      },
    });

    contractRoute(app, routes.userFrozenBatch, {
      auth: may('system:user:frozen'),
      handler: async ({ caller, body }) => {
        const ids = [...new Set(splitIds(body.ids) ?? [])];
        system.checkNotSelf('freeze', ids, caller.userId);
        for (const id of ids) await findScoped(caller, id);
        for (const id of ids)
          await system.updateUser(services.store(), id, { status: body.status }, meta(caller));
        return ok(null, body.status === system.USER_STATUS.frozen ? '冻结成功!' : '解冻成功!');
      },
    });

    /** An administrator sets a user's password (the spec's policy applies). */
    contractRoute(app, routes.userChangePassword, {
      auth: may('system:user:changePassword'),
      handler: async ({ caller, body }) => {
        const user = await scoped(caller)
          .selectAll()
          .where('username', '=', body.username)
          .executeTakeFirst();
        // Outside the caller's scope is as good as absent (ownership).
        if (!user) throw notVisible(system.USER_NOT_FOUND);
        system.checkNewPassword(body.password, body.confirmpassword);
        // Ends every session of the user (an admin changing its own password keeps the one it used).
        await system.changePassword(services.store(), user.id, await hash(body.password), {
          ...meta(caller),
          ...(user.id === caller.userId ? { keepTokenId: caller.tokenId } : {}),
        });
        return ok(null, '密码修改成功！');
      },
    });

    const remove = async (caller: Caller, ids: string[]) => {
      system.checkNotSelf('delete', ids, caller.userId);
      for (const id of ids) await findScoped(caller, id);
      for (const id of ids) {
        await system.deleteUser(services.store(), id, meta(caller));
        await leaveDepartRoles(services, caller, id, null);
      }
    };
    contractRoute(app, routes.userDelete, {
      auth: may('system:user:delete'),
      handler: async ({ caller, query }) => {
        await remove(caller, [query.id]);
        return ok(null, '删除用户成功');
      },
    });
    contractRoute(app, routes.userDeleteBatch, {
      auth: may('system:user:delete'),
      handler: async ({ caller, query: { ids } }) => {
        await remove(caller, [...new Set(splitIds(ids) ?? [])]);
        return ok(null, '批量删除用户成功');
      },
    });

    /** The select-user-by-department modal: the users of one department (any signed-in staff of the tenant). */
    contractRoute(app, routes.userByDepart, {
      auth: signedIn,
      handler: async ({ caller, query: { id } }) => {
        const rows = await scoped(caller)
          .innerJoin('sys_user_depart as ud', 'ud.user_id', 'sys_user.id')
          .selectAll('sys_user')
          .where('ud.dep_id', '=', id)
          .orderBy('sys_user.username')
          .execute();
        return ok(rows.map(userView));
      },
    });

    contractRoute(app, routes.userCurrentDeparts, {
      auth: signedIn,
      handler: async ({ caller }) => {
        const list = await db()
          .selectFrom('sys_user_depart as ud')
          .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
          .select(['d.id', 'd.org_code', 'd.depart_name', 'd.parent_id'])
          .where('ud.user_id', '=', caller.userId)
          .orderBy('d.org_code')
          .execute();
        return ok({
          list: list.map((d) => ({
            id: d.id,
            orgCode: d.org_code,
            departName: d.depart_name,
            parentId: d.parent_id,
          })),
          orgCode: caller.user.org_code,
        });
      },
    });

    /** Spec §4 "Department modal": the chosen department becomes the user's current one. */
    contractRoute(app, routes.userSelectDepart, {
      auth: signedIn,
      handler: async ({ caller, body }) => {
        if (body.username && body.username !== caller.user.username)
          throw new HttpError(403, FORBIDDEN_MESSAGE);
        // One of the user's own departments, never for a supplier's user (the domain's rule).
        await system.selectDepartment(
          services.store(),
          { id: caller.userId, tenantId: caller.tenantId },
          body.orgCode,
          meta(caller),
        );
        const user = await system.findUserById(db(), caller.userId);
        return ok({ userInfo: user ? userInfo(user) : null });
      },
    });
  };
