import { DomainError, process as proc } from '@srm/events';
import { ApplicationFailure, WorkflowNotFoundError, WorkflowUpdateFailedError } from '@temporalio/client';

/**
 * An update the approval workflow refused, as the domain's refusal for its caller: its own words, and
 * its type as the reason (`ProcessEnded`, `TaskDone`...: the bpmn refusal codes); a workflow no longer
 * running has ended. The rule is the workflow's, so the translation is too: every client of its
 * updates reads the same refusal. Anything else is rethrown.
 */
export function approvalRefusal(e: unknown): never {
  if (e instanceof WorkflowUpdateFailedError) {
    const cause = e.cause;
    const reason = cause instanceof ApplicationFailure ? (cause.type ?? undefined) : undefined;
    throw new DomainError('IllegalState', cause?.message ?? e.message, undefined, reason);
  }
  if (e instanceof WorkflowNotFoundError) throw proc.processEnded();
  throw e;
}
