import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { DomainError } from '../../errors';
import { findUserById } from '../system/index';
import { DOCUMENT_TYPES, type DocumentType } from './document-types';
import { findBoundDefinition, findDefinitionVersion } from './definition.projection';
import { INSTANCE_NOT_FOUND, processEnded, TASK_NOT_FOUND } from './instance.decide';
import { findProcessInstance, findProcessTask } from './instance.projection';

export const notBound = (documentType: DocumentType) =>
  `单据类型「${DOCUMENT_TYPES[documentType]}」未绑定审批流程`;
export const DEFINITION_SUSPENDED = '流程定义已挂起，不能发起新的审批';
export const ALREADY_IN_APPROVAL = '该单据已在审批中';
export const HOLDER_UNKNOWN = '处理人不存在';

/** The document already has an approval running (also when two submissions race to start it). */
export const alreadyInApproval = () => new DomainError('IllegalState', ALREADY_IN_APPROVAL);

/** What starting a document's approval depends on. */
export type ApprovalStartFacts = {
  documentType: DocumentType;
  /** The definition bound to the document type (version 0: never deployed). */
  definition: { status: string; version: number } | undefined;
  /** Whether its current version was found. */
  versionFound: boolean;
  /** The document's earlier approvals. */
  earlier: readonly { status: string }[];
};

/**
 * A document's approval may start when its type is bound to a deployed, active definition and no
 * approval of the document is running.
 */
export function refuseApprovalStart(f: ApprovalStartFacts): void {
  if (!f.definition || f.definition.version === 0)
    throw new DomainError('IllegalState', notBound(f.documentType));
  if (f.definition.status === 'suspended') throw new DomainError('IllegalState', DEFINITION_SUSPENDED);
  if (f.earlier.some((i) => i.status === 'running')) throw alreadyInApproval();
  if (!f.versionFound) throw new DomainError('IllegalState', notBound(f.documentType));
}

/** The n-th approval of a document has one id: two submissions racing start the same workflow. */
export const approvalInstanceId = (tenantId: string, documentType: string, businessKey: string, n: number) =>
  createHash('sha256')
    .update(JSON.stringify([tenantId, documentType, businessKey, n]))
    .digest('hex')
    .slice(0, 32);

/**
 * The start of a document's approval: the bound definition's current version and the new instance's
 * id, or the refusal (not bound, suspended, already in approval).
 */
export async function planApprovalStart(
  db: Kysely<Database>,
  s: { tenantId: string; documentType: DocumentType; businessKey: string },
) {
  const definition = await findBoundDefinition(db, s.tenantId, s.documentType);
  const earlier = await db
    .selectFrom('process_instance')
    .select(['status'])
    .where('tenant_id', '=', s.tenantId)
    .where('document_type', '=', s.documentType)
    .where('business_key', '=', s.businessKey)
    .execute();
  const version =
    definition && definition.version > 0
      ? await findDefinitionVersion(db, s.tenantId, definition.id, definition.version)
      : undefined;
  refuseApprovalStart({ documentType: s.documentType, definition, versionFound: !!version, earlier });
  return {
    definition: definition!,
    version: version!,
    instanceId: approvalInstanceId(s.tenantId, s.documentType, s.businessKey, earlier.length + 1),
  };
}

/** A task's new holder (转办, 加签) must be an active staff user of the tenant. */
export function refuseHolder(
  user: { tenant_id: string; status: number; supplier_id: string | null } | undefined,
  tenantId: string,
  field: string,
): void {
  if (!user || user.tenant_id !== tenantId || user.status !== 1 || user.supplier_id !== null)
    throw new DomainError('ValidationFailed', HOLDER_UNKNOWN, { field });
}

export async function checkHolder(db: Kysely<Database>, tenantId: string, userId: string, field: string) {
  refuseHolder(await findUserById(db, userId), tenantId, field);
  return userId;
}

/** The tenant's task (an unknown or another tenant's id: 未找到对应任务). */
export async function getProcessTask(db: Kysely<Database>, tenantId: string, taskId: string) {
  const task = await findProcessTask(db, tenantId, taskId);
  if (!task) throw new DomainError('NotFound', TASK_NOT_FOUND);
  return task;
}

/** The tenant's instance (an unknown or another tenant's id: 未找到对应流程实例). */
export async function getProcessInstance(db: Kysely<Database>, tenantId: string, instanceId: string) {
  const instance = await findProcessInstance(db, tenantId, instanceId);
  if (!instance) throw new DomainError('NotFound', INSTANCE_NOT_FOUND);
  return instance;
}

/** Nothing more happens to an ended instance (重试 of its 异常 included): `ProcessEnded`. */
export function refuseIfEnded(instance: { status: string }): void {
  if (instance.status === 'ended') throw processEnded();
}
