import { describe, expect, it } from 'vitest';
import {
  ALREADY_ANSWERED,
  ANSWER_AFTER_AWARD,
  ASK_CLOSED,
  clarificationDecider,
  NOT_PUBLISHED,
  QUESTION_NOT_FOUND,
  type ClarificationCommand,
  type ProjectFacts,
} from './clarification.decide';
import type { ClarificationEvent } from './clarification.events';
import { PROJECT_CANCELLED, PROJECT_NOT_FOUND } from './project.decide';

// 澄清答疑: given events / when command / then events.
const at = '2026-12-01T02:00:00.000Z';
const now = new Date(at);
const open: ProjectFacts = { status: 'bidding', visible: true };
const given = (events: ClarificationEvent[]) =>
  events.reduce(clarificationDecider.evolve, clarificationDecider.initialState());
const ask = (project: ProjectFacts = open, questionId = 'q1'): ClarificationCommand => ({
  type: 'AskQuestion',
  questionId,
  tenantId: '1',
  supplierId: 'S1',
  supplierName: '供应商S1',
  question: '交货地点可否改为嘉兴仓？',
  project,
  by: 'u1',
  now,
});
const asked: ClarificationEvent = {
  type: 'SourcingQuestionAsked',
  data: {
    questionId: 'q1',
    tenantId: '1',
    supplierId: 'S1',
    supplierName: '供应商S1',
    question: '交货地点可否改为嘉兴仓？',
    by: 'u1',
    at,
  },
};
const answer = (project: ProjectFacts = open, questionId = 'q1'): ClarificationCommand => ({
  type: 'AnswerQuestion',
  questionId,
  answer: '不可以',
  project,
  by: 'buyer',
  now,
});

describe('提问', () => {
  it('a supplier that may see a project open for bids asks; asking twice with the same id writes nothing', () => {
    expect(clarificationDecider.decide(ask(), given([]))).toEqual([asked]);
    expect(clarificationDecider.decide(ask(), given([asked]))).toEqual([]);
    for (const status of ['published', 'registration'] as const) {
      expect(clarificationDecider.decide(ask({ status, visible: true }), given([]))).toHaveLength(1);
    }
  });
  it('a project it may not see is not found; a closed, drafted or cancelled one refuses', () => {
    expect(() => clarificationDecider.decide(ask({ status: 'bidding', visible: false }), given([]))).toThrow(
      PROJECT_NOT_FOUND,
    );
    expect(() =>
      clarificationDecider.decide(ask({ status: 'evaluation', visible: true }), given([])),
    ).toThrow(ASK_CLOSED);
    expect(() => clarificationDecider.decide(ask({ status: 'awarded', visible: true }), given([]))).toThrow(
      ASK_CLOSED,
    );
    expect(() => clarificationDecider.decide(ask({ status: 'cancelled', visible: true }), given([]))).toThrow(
      PROJECT_CANCELLED,
    );
  });
});

describe('答复 and 发布澄清', () => {
  it('the buyer answers a question once', () => {
    const [e] = clarificationDecider.decide(answer(), given([asked]));
    expect(e).toEqual({
      type: 'SourcingQuestionAnswered',
      data: { questionId: 'q1', answer: '不可以', by: 'buyer', at },
    });
    expect(() => clarificationDecider.decide(answer(), given([asked, e!]))).toThrow(ALREADY_ANSWERED);
  });
  it('an unknown question is not found', () => {
    expect(() => clarificationDecider.decide(answer(open, 'q9'), given([asked]))).toThrow(QUESTION_NOT_FOUND);
  });
  it('answers and clarifications run from publication through evaluation, not before nor after the award', () => {
    expect(
      clarificationDecider.decide(answer({ status: 'evaluation', visible: false }), given([asked])),
    ).toHaveLength(1);
    expect(() =>
      clarificationDecider.decide(answer({ status: 'draft', visible: false }), given([asked])),
    ).toThrow(NOT_PUBLISHED);
    for (const status of ['pendingAward', 'awarded', 'resultPublished'] as const) {
      expect(() => clarificationDecider.decide(answer({ status, visible: false }), given([asked]))).toThrow(
        ANSWER_AFTER_AWARD,
      );
    }
    expect(() =>
      clarificationDecider.decide(answer({ status: 'cancelled', visible: false }), given([asked])),
    ).toThrow(PROJECT_CANCELLED);
  });
  it('the buyer publishes a clarification without a question, once per id', () => {
    const publish: ClarificationCommand = {
      type: 'PublishClarification',
      questionId: 'c1',
      tenantId: '1',
      content: '交货期统一为12月20日',
      project: open,
      by: 'buyer',
      now,
    };
    const events = clarificationDecider.decide(publish, given([]));
    expect(events).toEqual([
      {
        type: 'SourcingClarificationPublished',
        data: { questionId: 'c1', tenantId: '1', content: '交货期统一为12月20日', by: 'buyer', at },
      },
    ]);
    expect(clarificationDecider.decide(publish, given(events))).toEqual([]);
    expect(() =>
      clarificationDecider.decide(
        { ...publish, project: { status: 'pendingApproval', visible: false } },
        given([]),
      ),
    ).toThrow(NOT_PUBLISHED);
  });
});
