import { randomUUID } from 'node:crypto';
import { process as contract } from '@srm/contracts';
import { process as proc } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { parseListQuery, runListQuery, type ListSpec } from '../../http/list-query';
import { requireListPermission, requirePermission, type AuthDeps, type Caller } from '../auth/index';

export const SAVED = '保存成功';
export const DEPLOYED = '部署成功';
export const BOUND = '绑定成功';
export const UNBOUND = '已解除绑定';
export const SUSPENDED = '已挂起';
export const RESUMED = '已激活';
export const VALID = '校验通过';

/** The buttons of 流程管理 > 流程设计 (api/src/seed-data.ts). */
export const DEFINITION_ACTIONS = contract.DEFINITION_ACTIONS;
const STATUS_TEXT = contract.DEFINITION_STATUS_TEXT;
const routes = contract.definitionRoutes;

export const definitionList: ListSpec = {
  fields: {
    id: { column: 'id', type: 'string' },
    key: { column: 'key', type: 'string' },
    name: { column: 'name', type: 'string' },
    category: { column: 'category', type: 'string' },
    status: { column: 'status', type: 'string' },
    documentType: { column: 'document_type', type: 'string' },
    version: { column: 'version', type: 'number' },
    updateTime: { column: 'updated_at', type: 'date' },
    deployTime: { column: 'deployed_at', type: 'date' },
  },
  defaultSort: { field: 'updateTime', order: 'desc' },
};

export type DefinitionDeps = AuthDeps & {
  /** BPMN XML -> executable graph or problems (@srm/bpmn). */
  compile: (xml: string) => Promise<proc.CompiledDiagram>;
};

const meta = (c: Caller) => ({ metadata: { actor: c.userId, tenantId: c.tenantId } });

const view = (r: proc.ProcessDefinitionRow) => ({
  id: r.id,
  key: r.key,
  name: r.name,
  category: r.category,
  description: r.description,
  status: r.status,
  status_dictText: STATUS_TEXT[r.status] ?? r.status,
  documentType: r.document_type,
  documentType_dictText:
    r.document_type && proc.isDocumentType(r.document_type) ? proc.DOCUMENT_TYPES[r.document_type] : null,
  version: r.version,
  createBy: r.created_by,
  createTime: r.created_at,
  updateBy: r.updated_by,
  updateTime: r.updated_at,
  deployTime: r.deployed_at,
});

/**
 * 流程定义: process admins create a definition, save the designer's diagram as its draft, validate
 * and deploy versions, bind it to a business document type and suspend it. Staff of one tenant only.
 */
export const definitionRoutes =
  (deps: DefinitionDeps): FastifyPluginAsync =>
  async (app) => {
    const { services, compile } = deps;
    const db = () => services.db();
    const store = () => services.store();
    const act = (c: Caller) => ({ tenantId: c.tenantId, by: c.user.username, now: services.now() });
    const owned = (c: Caller, definitionId: string) =>
      proc.getProcessDefinition(db(), c.tenantId, definitionId);

    const may = (action: string) => (req: FastifyRequest) => requirePermission(deps, req, action);

    contractRoute(app, routes.documentTypes, {
      auth: may(DEFINITION_ACTIONS.list),
      handler: async () =>
        ok(proc.DOCUMENT_TYPE_CODES.map((value) => ({ value, text: proc.DOCUMENT_TYPES[value] }))),
    });

    contractRoute(app, routes.definitionList, {
      auth: async (req) =>
        (await requireListPermission(deps, req, DEFINITION_ACTIONS.list, undefined)).caller,
      handler: async ({ caller, query }) => {
        const base = db()
          .selectFrom('process_definition')
          .selectAll()
          .where('tenant_id', '=', caller.tenantId);
        const page = await runListQuery(base, definitionList, parseListQuery(query, definitionList));
        return ok({ ...page, records: page.records.map(view) });
      },
    });

    contractRoute(app, routes.definitionById, {
      auth: may(DEFINITION_ACTIONS.list),
      handler: async ({ caller, query }) => {
        const row = await owned(caller, query.id);
        const versions = await proc.listDefinitionVersions(db(), caller.tenantId, row.id);
        return ok({
          ...view(row),
          draftXml: row.draft_xml,
          versions: versions.map((v) => ({
            version: v.version,
            comment: v.comment,
            deployBy: v.deployed_by,
            deployTime: v.deployed_at,
          })),
        });
      },
    });

    contractRoute(app, routes.definitionVersion, {
      auth: may(DEFINITION_ACTIONS.list),
      handler: async ({ caller, query: q }) => {
        const v = await proc.getDefinitionVersion(db(), caller.tenantId, q.id, q.version);
        return ok({ id: q.id, version: v.version, key: v.key, name: v.name, xml: v.xml, comment: v.comment });
      },
    });

    contractRoute(app, routes.definitionAdd, {
      auth: may(DEFINITION_ACTIONS.add),
      handler: async ({ caller, body }) => {
        const definitionId = randomUUID();
        await proc.createProcessDefinition(
          store(),
          {
            id: definitionId,
            key: body.key,
            name: body.name,
            category: body.category ?? null,
            description: body.description ?? null,
            ...act(caller),
          },
          meta(caller),
        );
        if (body.xml)
          await proc.saveProcessDraft(
            store(),
            { id: definitionId, xml: body.xml, ...act(caller) },
            meta(caller),
          );
        return ok({ id: definitionId }, '添加成功！');
      },
    });

    for (const edit of [routes.definitionEdit, routes.definitionEditPut]) {
      contractRoute(app, edit, {
        auth: may(DEFINITION_ACTIONS.edit),
        handler: async ({ caller, body }) => {
          await proc.renameProcessDefinition(
            store(),
            {
              id: body.id,
              name: body.name,
              category: body.category ?? null,
              description: body.description ?? null,
              ...act(caller),
            },
            meta(caller),
          );
          return ok(null, '编辑成功!');
        },
      });
    }

    contractRoute(app, routes.definitionSaveDraft, {
      auth: may(DEFINITION_ACTIONS.edit),
      handler: async ({ caller, body }) => {
        await proc.saveProcessDraft(store(), { id: body.id, xml: body.xml, ...act(caller) }, meta(caller));
        return ok(null, SAVED);
      },
    });

    /** The designer's check: problems of a diagram, nothing written. */
    contractRoute(app, routes.definitionValidate, {
      auth: may(DEFINITION_ACTIONS.edit),
      handler: async ({ body }) => {
        const { problems, processId } = await compile(body.xml);
        const valid = problems.every((p) => p.severity !== 'error');
        return ok(
          { valid, processId, problems },
          valid
            ? VALID
            : proc.invalidDiagram(
                problems[0]!.message,
                problems.filter((p) => p.severity === 'error').length,
              ),
        );
      },
    });

    contractRoute(app, routes.definitionDeploy, {
      auth: may(DEFINITION_ACTIONS.deploy),
      handler: async ({ caller, body }) => {
        await owned(caller, body.id);
        if (body.xml !== undefined)
          await proc.saveProcessDraft(store(), { id: body.id, xml: body.xml, ...act(caller) }, meta(caller));
        const { state } = await proc.deployProcessDefinition(
          store(),
          { id: body.id, comment: body.comment ?? null, compile, ...act(caller) },
          meta(caller),
        );
        const version = state.status === 'none' ? 0 : state.version;
        return ok({ id: body.id, version }, `${DEPLOYED}，版本 V${version}`);
      },
    });

    contractRoute(app, routes.definitionBind, {
      auth: may(DEFINITION_ACTIONS.bind),
      handler: async ({ caller, body }) => {
        await proc.bindProcessDefinition(
          store(),
          { id: body.id, documentType: body.documentType as proc.DocumentType, ...act(caller) },
          meta(caller),
        );
        return ok(null, BOUND);
      },
    });

    contractRoute(app, routes.definitionUnbind, {
      auth: may(DEFINITION_ACTIONS.bind),
      handler: async ({ caller, body }) => {
        await proc.unbindProcessDefinition(store(), { id: body.id, ...act(caller) }, meta(caller));
        return ok(null, UNBOUND);
      },
    });

    contractRoute(app, routes.definitionSuspend, {
      auth: may(DEFINITION_ACTIONS.suspend),
      handler: async ({ caller, body }) => {
        await proc.suspendProcessDefinition(store(), { id: body.id, ...act(caller) }, meta(caller));
        return ok(null, SUSPENDED);
      },
    });

    contractRoute(app, routes.definitionResume, {
      auth: may(DEFINITION_ACTIONS.suspend),
      handler: async ({ caller, body }) => {
        await proc.resumeProcessDefinition(store(), { id: body.id, ...act(caller) }, meta(caller));
        return ok(null, RESUMED);
      },
    });
  };
