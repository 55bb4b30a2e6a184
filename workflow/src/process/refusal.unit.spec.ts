import { DomainError, process as proc } from '@srm/events';
import { ApplicationFailure, WorkflowNotFoundError, WorkflowUpdateFailedError } from '@temporalio/client';
import { describe, expect, it } from 'vitest';
import { approvalRefusal } from './refusal';

const refusalOf = (e: unknown) => {
  try {
    approvalRefusal(e);
  } catch (thrown) {
    return thrown;
  }
  throw new Error('approvalRefusal returned');
};

describe('approvalRefusal', () => {
  it("given an update the workflow's validator refused, then a 409 in its words with its type as the reason", () => {
    const refused = new WorkflowUpdateFailedError(
      'update failed',
      ApplicationFailure.create({ message: '任务已处理', type: 'TaskDone', nonRetryable: true }),
    );
    expect(refusalOf(refused)).toMatchObject({
      code: 'IllegalState',
      message: '任务已处理',
      reason: 'TaskDone',
    });
  });

  it('given a workflow that no longer runs, then the process has ended', () => {
    const gone = new WorkflowNotFoundError('not found', 'approval-1', undefined);
    expect(refusalOf(gone)).toMatchObject({
      code: 'IllegalState',
      message: proc.PROCESS_ENDED,
      reason: 'ProcessEnded',
    });
  });

  it('given any other failure, then it is rethrown as it is', () => {
    const other = new Error('connection refused');
    expect(refusalOf(other)).toBe(other);
    expect(refusalOf(other)).not.toBeInstanceOf(DomainError);
  });
});
