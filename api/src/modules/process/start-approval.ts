import { createHash } from 'node:crypto';
import type { ProcessGraph } from '@srm/bpmn';
import { DomainError, process as proc } from '@srm/events';
import { approvalWorkflowId, TASK_QUEUES, type ApprovalInput } from '@srm/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import type { Services } from '../../services';

export const notBound = (documentType: proc.DocumentType) =>
  `单据类型「${proc.DOCUMENT_TYPES[documentType]}」未绑定审批流程`;
export const DEFINITION_SUSPENDED = '流程定义已挂起，不能发起新的审批';
export const ALREADY_IN_APPROVAL = '该单据已在审批中';

export type StartApproval = {
  tenantId: string;
  /** The user who submits the document (发起人). */
  initiator: string;
  documentType: proc.DocumentType;
  businessKey: string;
  title: string;
  variables: Record<string, unknown>;
};

/**
 * The engine's entry for every business document: start the process bound to the document type, on
 * its current deployed version (the instance keeps that version), for the document's key. How it
 * ends is the instance's ProcessEnded event (a document module subscribes to it).
 */
export async function startApproval(services: Services, s: StartApproval): Promise<{ instanceId: string }> {
  const db = services.db();
  const def = await proc.findBoundDefinition(db, s.tenantId, s.documentType);
  if (!def || def.version === 0) throw new DomainError('IllegalState', notBound(s.documentType));
  if (def.status === 'suspended') throw new DomainError('IllegalState', DEFINITION_SUSPENDED);
  const earlier = await db
    .selectFrom('process_instance')
    .select(['status'])
    .where('tenant_id', '=', s.tenantId)
    .where('document_type', '=', s.documentType)
    .where('business_key', '=', s.businessKey)
    .execute();
  if (earlier.some((i) => i.status === 'running')) throw new DomainError('IllegalState', ALREADY_IN_APPROVAL);
  const version = await proc.findDefinitionVersion(db, s.tenantId, def.id, def.version);
  if (!version) throw new DomainError('IllegalState', notBound(s.documentType));
  // The document's n-th approval has one id: two submissions racing start the same workflow, and
  // Temporal refuses the second (its ProcessStarted may not be projected yet when the other looks).
  const instanceId = createHash('sha256')
    .update(JSON.stringify([s.tenantId, s.documentType, s.businessKey, earlier.length + 1]))
    .digest('hex')
    .slice(0, 32);
  const input: ApprovalInput = {
    instanceId,
    tenantId: s.tenantId,
    definition: { id: def.id, key: def.key, name: def.name, version: version.version },
    documentType: s.documentType,
    businessKey: s.businessKey,
    title: s.title,
    graph: version.graph as unknown as ProcessGraph,
    initiator: s.initiator,
    variables: s.variables,
  };
  try {
    await services.temporal().workflow.start('approvalProcess', {
      taskQueue: TASK_QUEUES.process,
      workflowId: approvalWorkflowId(instanceId),
      args: [input],
    });
  } catch (e) {
    if (e instanceof WorkflowExecutionAlreadyStartedError)
      throw new DomainError('IllegalState', ALREADY_IN_APPROVAL);
    throw e;
  }
  return { instanceId };
}
