import { QUESTION_OPEN_STATUSES, type ProjectStatus } from '@srm/contracts/sourcing';
import { DomainError } from '../../errors';
import type { Decider } from '../../store/command';
import type { ClarificationEvent } from './clarification.events';
import { PROJECT_CANCELLED, PROJECT_NOT_FOUND } from './project.decide';

export const QUESTION_NOT_FOUND = '未找到对应提问';
export const ALREADY_ANSWERED = '该问题已答复';
export const ASK_CLOSED = '当前阶段不能提问：澄清答疑在报名或报价截止前开放';
export const NOT_PUBLISHED = '项目尚未发布，不能答疑';
export const ANSWER_AFTER_AWARD = '项目已定标，不能再答疑';

/** What the Q&A needs to know of its project (read by the handler from the project's stream). */
export type ProjectFacts = {
  status: ProjectStatus;
  /** The supplier may see the project: it takes part, or the project is public. */
  visible: boolean;
};

export type ClarificationState = {
  /** question id -> answered */
  questions: Record<string, { answered: boolean }>;
};

type Act = { by: string; now: Date };
export type ClarificationCommand =
  | ({
      type: 'AskQuestion';
      questionId: string;
      tenantId: string;
      supplierId: string;
      supplierName: string;
      question: string;
      project: ProjectFacts;
    } & Act)
  | ({ type: 'AnswerQuestion'; questionId: string; answer: string; project: ProjectFacts } & Act)
  | ({
      type: 'PublishClarification';
      questionId: string;
      tenantId: string;
      content: string;
      project: ProjectFacts;
    } & Act);

const refuse = (code: 'IllegalState' | 'NotFound', message: string): never => {
  throw new DomainError(code, message);
};

const askable = QUESTION_OPEN_STATUSES;
const answerable: readonly ProjectStatus[] = [...askable, 'evaluation'];

/** The buyer answers or clarifies from publication until the award is proposed. */
function refuseBuyer(p: ProjectFacts): void {
  if (p.status === 'cancelled') refuse('IllegalState', PROJECT_CANCELLED);
  if (p.status === 'draft' || p.status === 'pendingApproval') refuse('IllegalState', NOT_PUBLISHED);
  if (!answerable.includes(p.status)) refuse('IllegalState', ANSWER_AFTER_AWARD);
}

export function evolve(state: ClarificationState, event: ClarificationEvent): ClarificationState {
  switch (event.type) {
    case 'SourcingQuestionAsked':
      return { questions: { ...state.questions, [event.data.questionId]: { answered: false } } };
    case 'SourcingQuestionAnswered':
    case 'SourcingClarificationPublished':
      return { questions: { ...state.questions, [event.data.questionId]: { answered: true } } };
    default: {
      const never: never = event;
      return never;
    }
  }
}

export function decide(c: ClarificationCommand, state: ClarificationState): ClarificationEvent[] {
  const at = c.now.toISOString();
  switch (c.type) {
    case 'AskQuestion': {
      // A project the supplier may not see is none of its business (answered as missing).
      if (!c.project.visible) refuse('NotFound', PROJECT_NOT_FOUND);
      if (c.project.status === 'cancelled') refuse('IllegalState', PROJECT_CANCELLED);
      if (!askable.includes(c.project.status)) refuse('IllegalState', ASK_CLOSED);
      if (state.questions[c.questionId]) return [];
      return [
        {
          type: 'SourcingQuestionAsked',
          data: {
            questionId: c.questionId,
            tenantId: c.tenantId,
            supplierId: c.supplierId,
            supplierName: c.supplierName,
            question: c.question,
            by: c.by,
            at,
          },
        },
      ];
    }
    case 'AnswerQuestion': {
      refuseBuyer(c.project);
      const q = state.questions[c.questionId];
      if (!q) return refuse('NotFound', QUESTION_NOT_FOUND);
      if (q.answered) refuse('IllegalState', ALREADY_ANSWERED);
      return [
        {
          type: 'SourcingQuestionAnswered',
          data: { questionId: c.questionId, answer: c.answer, by: c.by, at },
        },
      ];
    }
    case 'PublishClarification': {
      refuseBuyer(c.project);
      if (state.questions[c.questionId]) return [];
      return [
        {
          type: 'SourcingClarificationPublished',
          data: { questionId: c.questionId, tenantId: c.tenantId, content: c.content, by: c.by, at },
        },
      ];
    }
    default: {
      const never: never = c;
      return never;
    }
  }
}

export const clarificationDecider: Decider<ClarificationState, ClarificationCommand, ClarificationEvent> = {
  initialState: () => ({ questions: {} }),
  evolve,
  decide,
};
