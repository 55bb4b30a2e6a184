import { randomUUID } from 'node:crypto';
import { system } from '@srm/events';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { listSpec } from '../../http/list-query';
import { requireCaller, requirePermission, type AuthDeps, type Caller } from '../auth/index';
import { routes } from '@srm/contracts';
import { checkRuleRecordRoutes, fillRuleRecordRoutes } from '@srm/contracts/system';
import { contractRoute } from '../../http/contract-route';
import { crudRoutes } from './record-config';
import { auditView, registerCrud, rowOf } from './record-crud';

export const CHECK_PASSED = '校验通过！';

type CheckRuleItem = system.CheckRuleItem;

/** The value as the client sends it: URL-encoded once more on top of the query string's own encoding. */
export function decodeCheckValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const checkRuleList = listSpec({
  menuId: 'm-system-checkrule',
  fields: {
    ruleName: { column: 'rule_name', type: 'string' },
    ruleCode: { column: 'rule_code', type: 'string' },
    createTime: { column: 'created_at', type: 'date' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
const fillRuleList = listSpec({
  menuId: 'm-system-fillrule',
  fields: {
    ruleName: { column: 'rule_name', type: 'string' },
    ruleCode: { column: 'rule_code', type: 'string' },
    prefix: { column: 'prefix', type: 'string' },
    createTime: { column: 'created_at', type: 'date' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});

const checkRuleView = (r: Record<string, unknown>) => {
  const c = rowOf('sys_check_rule', r);
  return {
    ...auditView(r),
    ruleName: c.rule_name,
    ruleCode: c.rule_code,
    ruleJson: c.rule_json as CheckRuleItem[],
    description: c.description,
  };
};
const fillRuleView = (r: Record<string, unknown>) => {
  const f = rowOf('sys_fill_rule', r);
  return {
    ...auditView(r),
    ruleName: f.rule_name,
    ruleCode: f.rule_code,
    prefix: f.prefix,
    datePattern: f.date_pattern,
    seqLength: f.seq_length,
  };
};

/**
 * Spec §7 "Admin": check rules (`/sys/checkRule`, used by forms through `checkByCode`) and fill
 * rules (`/sys/fillRule`, document numbers such as `PO-2026-000123`), both platform-wide.
 *
 * `executeRuleByCode` is open to every signed-in user: whoever may create a document (a buyer's
 * order, a supplier's quote) needs its number, and a number reveals nothing. Each call consumes a
 * number, so an abandoned form leaves a gap; numbers are never reused.
 */
export const ruleRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    const db = () => deps.services.db();
    const meta = (caller: Caller) => ({ metadata: { actor: caller.userId, tenantId: caller.tenantId } });

    registerCrud(app, deps, {
      entity: 'checkRule',
      routes: crudRoutes('checkRule', checkRuleRecordRoutes),
      action: 'system:checkRule',
      list: checkRuleList,
      view: checkRuleView,
      platformWide: true,
      toValues: system.vetRuleJson,
    });

    contractRoute(app, routes.checkRuleCheckByCode, {
      auth: (req) => requireCaller(deps, req),
      handler: async ({ query: q }) => {
        await system.checkValueByRule(db(), q.ruleCode, decodeCheckValue(q.value));
        return ok(null, CHECK_PASSED);
      },
    });

    // Fill rules: the code names the number sequences, so it is fixed once made; two rules with
    // one prefix would hand out the same numbers, so a prefix belongs to one rule.
    registerCrud(app, deps, {
      entity: 'fillRule',
      routes: crudRoutes('fillRule', fillRuleRecordRoutes),
      action: 'system:fillRule',
      list: fillRuleList,
      view: fillRuleView,
      platformWide: true,
    });

    // The prefix is checked free and the code unchanged in the saving transaction (system.saveFillRule).
    contractRoute(app, routes.fillRuleAdd, {
      auth: (req) => requirePermission(deps, req, 'system:fillRule:add'),
      handler: async ({ caller, body }) => {
        const { id: _id, ...values } = body;
        const id = randomUUID();
        await system.saveFillRule(deps.services.store(), { id, create: true, values }, meta(caller));
        return ok({ id }, '添加成功！');
      },
    });

    const edit = async ({ caller, body }: { caller: Caller; body: Record<string, unknown> }) => {
      const { id } = z.object({ id: z.string().min(1, '请选择一条记录！').max(100) }).parse(body);
      const { id: _id, ...values } = body;
      await system.saveFillRule(deps.services.store(), { id, create: false, values }, meta(caller));
      return ok(null, '编辑成功!');
    };
    for (const contract of [routes.fillRuleEdit, routes.fillRuleEditPost])
      contractRoute(app, contract, {
        auth: (req) => requirePermission(deps, req, 'system:fillRule:edit'),
        handler: edit,
      });

    /** The next number of a rule (the form data the client sends is not used by these rules). */
    const execute = async ({
      caller,
      params: { ruleCode },
    }: {
      caller: Caller;
      params: { ruleCode: string };
    }) => {
      const issued = await system.nextBillCode(
        deps.services.store(),
        ruleCode,
        deps.services.now(),
        meta(caller),
      );
      return ok(issued.code);
    };
    for (const contract of [routes.fillRuleExecuteRuleByCode, routes.fillRuleExecuteRuleByCodeGet])
      contractRoute(app, contract, { auth: (req) => requireCaller(deps, req), handler: execute });
  };
