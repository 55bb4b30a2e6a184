import type { InlineProjection, RecordedEvent, Trx } from '../../store/types';
import type { ClarificationEvent } from './clarification.events';

/** sourcing_clarification: one row per question (or the buyer's unasked clarification) and its answer. */
export const clarificationProjection: InlineProjection = {
  name: 'sourcingClarification',
  tables: ['sourcing_clarification'],
  handles: ['SourcingQuestionAsked', 'SourcingQuestionAnswered', 'SourcingClarificationPublished'],
  async apply(trx: Trx, events: readonly RecordedEvent[]) {
    for (const recorded of events) {
      const e = { type: recorded.type, data: recorded.data } as ClarificationEvent;
      const projectId = recorded.streamId.slice('clarification-'.length);
      switch (e.type) {
        case 'SourcingQuestionAsked':
          await trx
            .insertInto('sourcing_clarification')
            .values({
              id: e.data.questionId,
              project_id: projectId,
              position: recorded.globalPosition,
              tenant_id: e.data.tenantId,
              supplier_id: e.data.supplierId,
              supplier_name: e.data.supplierName,
              question: e.data.question,
              answer: null,
              asked_by: e.data.by,
              asked_at: e.data.at,
              answered_by: null,
              answered_at: null,
            })
            .execute();
          break;
        case 'SourcingQuestionAnswered':
          await trx
            .updateTable('sourcing_clarification')
            .set({ answer: e.data.answer, answered_by: e.data.by, answered_at: e.data.at })
            .where('id', '=', e.data.questionId)
            .where('project_id', '=', projectId)
            .execute();
          break;
        case 'SourcingClarificationPublished':
          await trx
            .insertInto('sourcing_clarification')
            .values({
              id: e.data.questionId,
              project_id: projectId,
              position: recorded.globalPosition,
              tenant_id: e.data.tenantId,
              supplier_id: null,
              supplier_name: null,
              question: null,
              answer: e.data.content,
              asked_by: e.data.by,
              asked_at: e.data.at,
              answered_by: e.data.by,
              answered_at: e.data.at,
            })
            .execute();
          break;
        default: {
          const never: never = e;
          return never;
        }
      }
    }
  },
};
