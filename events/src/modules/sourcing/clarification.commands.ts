import { randomUUID } from 'node:crypto';
import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata, Trx } from '../../store/types';
import { findSupplier } from '../supplier/index';
import { clarificationDecider, type ClarificationCommand, type ProjectFacts } from './clarification.decide';
import { clarificationStreamId } from './clarification.events';
import { noticeToSuppliers } from './notice';
import { inTransaction, loadProject } from './project.commands';
import type { Project } from './project.decide';

type Meta = { metadata?: EventMetadata };

const run = (store: EventStore, projectId: string, command: ClarificationCommand, meta: Meta, trx?: Trx) =>
  handleCommand(store, clarificationStreamId(projectId), clarificationDecider, command, {
    ...meta,
    ...(trx ? { trx } : {}),
  });

const facts = (p: Project, supplierId?: string): ProjectFacts => ({
  status: p.status,
  visible:
    !['draft', 'pendingApproval'].includes(p.status) &&
    (p.participation === 'public' || (supplierId !== undefined && !!p.participants[supplierId])),
});

/** 提问: a supplier that may see the project asks; the buyer sees who, the other suppliers never do. */
export async function askQuestion(
  store: EventStore,
  c: { tenantId: string; projectId: string; supplierId: string; question: string; by: string; now: Date },
  meta: Meta = {},
) {
  const project = await loadProject(store, c.tenantId, c.projectId);
  const name =
    project.participants[c.supplierId]?.name ??
    (await findSupplier(store.db, c.supplierId))?.company_name ??
    '';
  const id = randomUUID();
  await run(
    store,
    c.projectId,
    {
      type: 'AskQuestion',
      questionId: id,
      tenantId: c.tenantId,
      supplierId: c.supplierId,
      supplierName: name,
      question: c.question,
      project: facts(project, c.supplierId),
      by: c.by,
      now: c.now,
    },
    meta,
  );
  return { id };
}

/** The bell of every participant: a new answer or clarification (without who asked), with its text. */
const tellParticipants = (
  store: EventStore,
  p: Project,
  n: { id: string; question: string | null; answer: string; now: Date; trx: Trx },
) =>
  noticeToSuppliers(store, {
    tenantId: p.tenantId,
    supplierIds: Object.keys(p.participants),
    title: `寻源项目「${p.title}」有新的澄清答疑`,
    lines: [
      `项目编号：${p.code}`,
      ...(n.question ? [`问题：${n.question}`, `答复：${n.answer}`] : [`澄清内容：${n.answer}`]),
    ],
    now: n.now,
    key: `sourcing-clarification:${n.id}`,
    trx: n.trx,
  });

/** 答复: the answer is published to every participant (and their bell) in one transaction. */
export async function answerQuestion(
  store: EventStore,
  c: { tenantId: string; projectId: string; questionId: string; answer: string; by: string; now: Date },
  meta: Meta = {},
) {
  const project = await loadProject(store, c.tenantId, c.projectId);
  await inTransaction(store, async (trx) => {
    const r = await run(
      store,
      c.projectId,
      {
        type: 'AnswerQuestion',
        questionId: c.questionId,
        answer: c.answer,
        project: facts(project),
        by: c.by,
        now: c.now,
      },
      meta,
      trx,
    );
    const asked = await store.readStream(clarificationStreamId(c.projectId), { trx });
    const question = asked.events.find(
      (e) =>
        e.type === 'SourcingQuestionAsked' && (e.data as { questionId: string }).questionId === c.questionId,
    );
    if (r.appended) {
      await tellParticipants(store, project, {
        id: c.questionId,
        question: (question?.data as { question: string } | undefined)?.question ?? null,
        answer: c.answer,
        now: c.now,
        trx,
      });
    }
  });
}

/** 发布澄清: the buyer's clarification without a question, to every participant. */
export async function publishClarification(
  store: EventStore,
  c: { tenantId: string; projectId: string; content: string; by: string; now: Date },
  meta: Meta = {},
) {
  const project = await loadProject(store, c.tenantId, c.projectId);
  const id = randomUUID();
  await inTransaction(store, async (trx) => {
    await run(
      store,
      c.projectId,
      {
        type: 'PublishClarification',
        questionId: id,
        tenantId: c.tenantId,
        content: c.content,
        project: facts(project),
        by: c.by,
        now: c.now,
      },
      meta,
      trx,
    );
    await tellParticipants(store, project, { id, question: null, answer: c.content, now: c.now, trx });
  });
  return { id };
}
