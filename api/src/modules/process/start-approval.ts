import type { ProcessGraph } from '@srm/bpmn';
import { process as proc } from '@srm/events';
import { approvalWorkflowId, TASK_QUEUES, type ApprovalInput } from '@srm/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import type { Services } from '../../services';

export const { notBound, DEFINITION_SUSPENDED, ALREADY_IN_APPROVAL } = proc;

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
  const { definition: def, version, instanceId } = await proc.planApprovalStart(services.db(), s);
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
    // Temporal refused a second start of the same approval (two submissions racing): the domain's refusal.
    if (e instanceof WorkflowExecutionAlreadyStartedError) throw proc.alreadyInApproval();
    throw e;
  }
  return { instanceId };
}
