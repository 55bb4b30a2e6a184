import { createHash } from 'node:crypto';
import { DomainError } from '../../errors';
import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import { entityRecordsByIds } from '../masterdata/index';
import { findSupplier } from '../supplier/index';
import { eligibilityRefusal, SUPPLIER_UNKNOWN, type SupplierEligibility } from './eligibility';
import { closeSourcingPhase, loadProject } from './project.commands';
import { projectDecider, type Project } from './project.decide';
import { sourcingProjectStreamId } from './project.events';
import { openWithKey, sealBid, unsealBid, type KeyService, type SealedBid } from './tender.crypto';
import {
  bidTotal,
  checkCommercial,
  evaluationReport,
  BID_NOT_FOUND,
  NOT_OPENED,
  openingRefusal,
  refuseBid,
  scoreKey,
  tenderDecider,
  type TenderCommand,
  type TenderState,
  type Weights,
} from './tender.decide';
import {
  bidContext,
  commercialEnvelope,
  technicalEnvelope,
  tenderStreamId,
  type CommercialEnvelope,
  type OpenedBid,
  type TechnicalEnvelope,
} from './tender.events';

type Meta = { metadata?: EventMetadata };

export const MEMBER_UNKNOWN = '开标小组成员不存在';
export const EXPERT_UNKNOWN = '专家不存在';
export const expertWithoutUser = (name: string) => `专家「${name}」未关联系统用户，不能在线评标`;
export const expertDisabled = (name: string) => `专家「${name}」已停用`;

export async function loadTender(store: EventStore, projectId: string): Promise<TenderState> {
  const { events } = await store.readStream(tenderStreamId(projectId));
  return events.reduce(
    (s, e) => tenderDecider.evolve(s, { type: e.type, data: e.data } as never),
    tenderDecider.initialState(),
  );
}

const run = (store: EventStore, projectId: string, command: TenderCommand, meta: Meta) =>
  handleCommand(store, tenderStreamId(projectId), tenderDecider, command, meta);

/**
 * 递交/替换投标文件: the envelopes are checked in the clear, then sealed under a fresh data key (wrapped
 * by the KEK) and only the ciphertext is appended. A later version replaces the earlier until the deadline.
 */
export async function submitSealedBid(
  store: EventStore,
  keys: KeyService,
  eligibility: SupplierEligibility,
  c: {
    tenantId: string;
    projectId: string;
    supplierId: string;
    technical: TechnicalEnvelope;
    commercial: CommercialEnvelope;
    by: string;
    now: Date;
  },
  meta: Meta = {},
): Promise<{ version: number }> {
  const project = await loadProject(store, c.tenantId, c.projectId);
  const state = await loadTender(store, c.projectId);
  const newcomer = !project.participants[c.supplierId];
  const supplier = newcomer ? await findSupplier(store.db, c.supplierId) : null;
  const name = newcomer
    ? supplier && supplier.tenant_id === c.tenantId
      ? supplier.company_name
      : null
    : project.participants[c.supplierId]!.name;
  const refusal =
    !newcomer || project.participation !== 'public'
      ? null
      : name === null
        ? SUPPLIER_UNKNOWN
        : await eligibilityRefusal(eligibility, {
            tenantId: c.tenantId,
            supplierId: c.supplierId,
            categoryIds: project.lines.map((l) => l.categoryId),
            at: c.now,
          });
  refuseBid(project, state, { supplierId: c.supplierId, refusal, now: c.now });
  const lines = checkCommercial(project, c.commercial);
  const version = (state.bids[c.supplierId]?.version ?? 0) + 1;
  const sealed = await sealBid(keys, bidContext(c.projectId, c.supplierId, version), {
    technical: technicalEnvelope.parse(c.technical),
    commercial: commercialEnvelope.parse({ ...c.commercial, lines }),
  });
  await run(
    store,
    c.projectId,
    {
      type: 'SealBid',
      project,
      supplierId: c.supplierId,
      supplierName: name ?? '',
      version,
      sealed,
      by: c.by,
      now: c.now,
    },
    meta,
  );
  return { version };
}

/** 设置开标小组: staff users of the project's tenant (not a supplier's). */
export async function setTenderCommittee(
  store: EventStore,
  c: { tenantId: string; projectId: string; memberIds: string[]; by: string; now: Date },
  meta: Meta = {},
) {
  const project = await loadProject(store, c.tenantId, c.projectId);
  const users =
    c.memberIds.length === 0
      ? []
      : await store.db
          .selectFrom('sys_user')
          .select(['id', 'realname'])
          .where('tenant_id', '=', c.tenantId)
          .where('supplier_id', 'is', null)
          .where('id', 'in', c.memberIds)
          .execute();
  const members = c.memberIds.map((id) => {
    const u = users.find((x) => x.id === id);
    if (!u) throw new DomainError('ValidationFailed', MEMBER_UNKNOWN, { field: 'memberIds' });
    return { userId: u.id, name: u.realname };
  });
  return run(store, c.projectId, { type: 'SetCommittee', project, members, by: c.by, now: c.now }, meta);
}

/** 确认开标: one member's confirmation. The keys are released by the workflow (openTender), never here. */
export async function confirmTenderOpening(
  store: EventStore,
  c: { tenantId: string; projectId: string; by: string; now: Date },
  meta: Meta = {},
) {
  const project = await loadProject(store, c.tenantId, c.projectId);
  return run(store, c.projectId, { type: 'ConfirmOpening', project, by: c.by, now: c.now }, meta);
}

export type OpeningResult =
  | { status: 'opened' }
  | { status: 'gone' }
  /** Not yet: the deadline (to wait for) and why. */
  | { status: 'waiting'; openAt: string; reason: string };

/**
 * 开标 (the `tenderOpening-<id>` workflow's activity, the only caller holding the unwrap right): when the
 * bid deadline has passed and every member confirmed, unwraps each last bid's data key, decrypts its
 * envelopes and appends the opening record (the tender's stream) and the prices (the project's, as
 * quotes for the award). Exactly once: an opened tender answers `opened` and writes nothing.
 */
export async function openTender(
  store: EventStore,
  keys: KeyService,
  c: { projectId: string; now: Date },
  meta: Meta = {},
): Promise<OpeningResult> {
  let project: Project;
  try {
    project = await loadProject(store, null, c.projectId);
  } catch {
    return { status: 'gone' };
  }
  const state = await loadTender(store, c.projectId);
  if (state.opened) return { status: 'opened' };
  if (project.status === 'cancelled' || project.kind !== 'tender') return { status: 'gone' };
  const why = openingRefusal(project, state, c.now);
  if (why) return { status: 'waiting', openAt: project.quoteDeadline, reason: why };
  // The bidding round closes at the same deadline (the sourcing workflow); closing it here is a no-op then.
  if (project.status === 'bidding' && project.deadline) {
    const r = await closeSourcingPhase(
      store,
      { id: c.projectId, phase: 'bidding', round: project.round, deadline: project.deadline, now: c.now },
      meta,
    );
    project = r.state as Project;
  }
  const released: Array<{ supplierId: string; version: number; dataKey: string }> = [];
  const bids: OpenedBid[] = [];
  for (const [supplierId, b] of Object.entries(state.bids)) {
    const opened = await unsealBid(keys, bidContext(c.projectId, supplierId, b.version), b);
    const technical = technicalEnvelope.parse(opened.technical);
    const commercial = commercialEnvelope.parse(opened.commercial);
    released.push({ supplierId, version: b.version, dataKey: opened.dataKey.toString('base64') });
    bids.push({
      supplierId,
      supplierName: b.supplierName,
      version: b.version,
      sealedAt: b.sealedAt,
      lines: commercial.lines,
      total: bidTotal(project, commercial.lines),
      summary: technical.summary,
      technicalFiles: technical.files.map(fileFacts),
      commercialFiles: commercial.files.map(fileFacts),
    });
  }
  await store.db.transaction().execute(async (trx) => {
    await handleCommand(
      store,
      tenderStreamId(c.projectId),
      tenderDecider,
      { type: 'OpenTender', project, bids, keys: released, now: c.now },
      { ...meta, trx },
    );
    await handleCommand(
      store,
      sourcingProjectStreamId(c.projectId),
      projectDecider,
      {
        type: 'RecordTenderOpening',
        bids: bids.map((b) => ({ supplierId: b.supplierId, supplierName: b.supplierName, lines: b.lines })),
        now: c.now,
      },
      { ...meta, trx },
    );
  });
  store.notifier.appended();
  return { status: 'opened' };
}

const fileFacts = (f: { name: string; contentBase64: string }) => {
  const content = Buffer.from(f.contentBase64, 'base64');
  return { name: f.name, size: content.length, sha256: createHash('sha256').update(content).digest('hex') };
};

/** 评分模板: technical, commercial and price weights summing to 100. */
export async function setEvaluationTemplate(
  store: EventStore,
  c: { tenantId: string; projectId: string; by: string; now: Date } & Weights,
  meta: Meta = {},
) {
  const project = await loadProject(store, c.tenantId, c.projectId);
  return run(
    store,
    c.projectId,
    {
      type: 'SetTemplate',
      project,
      technicalWeight: c.technicalWeight,
      commercialWeight: c.commercialWeight,
      priceWeight: c.priceWeight,
      by: c.by,
      now: c.now,
    },
    meta,
  );
}

/** 分配评标专家: [P5] experts (declared entity `expert`) with a system user, each with its bids. */
export async function assignTenderExperts(
  store: EventStore,
  c: {
    tenantId: string;
    projectId: string;
    assignments: Array<{ expertId: string; supplierIds: string[] }>;
    by: string;
    now: Date;
  },
  meta: Meta = {},
) {
  const project = await loadProject(store, c.tenantId, c.projectId);
  const rows = await entityRecordsByIds(
    store.db,
    'expert',
    c.tenantId,
    c.assignments.map((a) => a.expertId),
  );
  const assignments = c.assignments.map((a, i) => {
    const r = rows.find((x) => String(x.id) === a.expertId);
    const field = `assignments.${i}.expertId`;
    if (!r) throw new DomainError('ValidationFailed', EXPERT_UNKNOWN, { field });
    const name = String(r.name);
    if (String(r.status ?? '1') !== '1')
      throw new DomainError('ValidationFailed', expertDisabled(name), { field });
    if (!r.user_id) throw new DomainError('ValidationFailed', expertWithoutUser(name), { field });
    return { expertId: a.expertId, expertName: name, userId: String(r.user_id), supplierIds: a.supplierIds };
  });
  return run(store, c.projectId, { type: 'AssignExperts', project, assignments, by: c.by, now: c.now }, meta);
}

/** 专家评分: the expert (by its user) scores one bid assigned to it. */
export async function scoreTenderBid(
  store: EventStore,
  c: {
    tenantId: string;
    projectId: string;
    supplierId: string;
    technical: string;
    commercial: string;
    comment: string;
    by: string;
    now: Date;
  },
  meta: Meta = {},
) {
  const project = await loadProject(store, c.tenantId, c.projectId);
  return run(
    store,
    c.projectId,
    {
      type: 'ScoreBid',
      project,
      expertUserId: c.by,
      supplierId: c.supplierId,
      technical: c.technical,
      commercial: c.commercial,
      comment: c.comment,
      by: c.by,
      now: c.now,
    },
    meta,
  );
}

// ---- reads (the stream folded: a tender holds a handful of bids) ----

/** The buyer's view: committee and confirmations, who has sealed a bid (no content), template, experts. */
export async function tenderView(store: EventStore, tenantId: string, projectId: string, now: Date) {
  const project = await loadProject(store, tenantId, projectId);
  const s = await loadTender(store, projectId);
  return {
    projectId,
    code: project.code,
    title: project.title,
    status: project.status,
    bidDeadline: project.quoteDeadline,
    opened: s.opened !== null,
    openedAt: s.opened?.at ?? null,
    committee: s.committee.map((m) => ({ ...m, confirmed: s.confirmed.includes(m.userId) })),
    waitingFor: s.opened ? null : openingRefusal(project, s, now),
    bids: Object.entries(s.bids).map(([supplierId, b]) => ({
      supplierId,
      supplierName: b.supplierName,
      version: b.version,
      sealedAt: b.sealedAt,
    })),
    template: s.template,
    assignments: s.assignments,
  };
}

/** 开标记录: who bid what, readable only once opened. */
export async function openingRecord(store: EventStore, tenantId: string, projectId: string) {
  await loadProject(store, tenantId, projectId);
  const s = await loadTender(store, projectId);
  if (!s.opened) throw new DomainError('IllegalState', NOT_OPENED);
  return { openedAt: s.opened.at, bids: s.opened.bids };
}

/** The supplier's own bid: its versions only; its own prices after opening, never another's. */
export async function supplierTenderBid(
  store: EventStore,
  c: { tenantId: string; projectId: string; supplierId: string; now: Date },
) {
  const project = await loadProject(store, c.tenantId, c.projectId);
  const s = await loadTender(store, c.projectId);
  if (!project.participants[c.supplierId] && project.participation === 'invited') {
    throw new DomainError('NotFound', '未找到对应寻源项目');
  }
  const mine = s.bids[c.supplierId];
  const opened = s.opened?.bids.find((b) => b.supplierId === c.supplierId) ?? null;
  return {
    projectId: c.projectId,
    bidDeadline: project.quoteDeadline,
    canSubmit:
      project.kind === 'tender' &&
      project.status === 'bidding' &&
      !s.opened &&
      c.now.getTime() < Date.parse(project.quoteDeadline),
    version: mine?.version ?? null,
    sealedAt: mine?.sealedAt ?? null,
    opened: s.opened !== null,
    lines: opened?.lines ?? null,
    total: opened?.total ?? null,
  };
}

/** 评标任务: an expert sees only the bids assigned to it (after opening, with their content). */
export async function expertTasks(
  store: EventStore,
  c: { tenantId: string; projectId: string; userId: string },
) {
  await loadProject(store, c.tenantId, c.projectId);
  const s = await loadTender(store, c.projectId);
  const mine = s.assignments.find((a) => a.userId === c.userId);
  if (!mine) throw new DomainError('NotFound', '未找到对应评标任务');
  return {
    expertId: mine.expertId,
    expertName: mine.expertName,
    opened: s.opened !== null,
    template: s.template,
    bids: mine.supplierIds.map((supplierId) => {
      const b = s.opened?.bids.find((x) => x.supplierId === supplierId) ?? null;
      const score = s.scores[scoreKey(mine.expertId, supplierId)] ?? null;
      return {
        supplierId,
        supplierName: s.bids[supplierId]?.supplierName ?? '',
        bid: b,
        score,
      };
    }),
  };
}

/** 评标报告 (ranked), with the project's head for its print view. */
export async function tenderReport(store: EventStore, tenantId: string, projectId: string) {
  const project = await loadProject(store, tenantId, projectId);
  const s = await loadTender(store, projectId);
  const { rows, complete } = evaluationReport(s);
  return {
    projectId,
    code: project.code,
    title: project.title,
    currency: project.currency,
    openedAt: s.opened!.at,
    template: s.template!,
    committee: s.committee,
    experts: s.assignments.map((a) => ({ expertId: a.expertId, expertName: a.expertName })),
    complete,
    rows,
  };
}

export const FILE_NOT_FOUND = '未找到对应投标文件';

/**
 * An envelope's file after opening: decrypted with the data key released in `TenderOpened` (no KEK
 * needed). `expertUserId`: an expert reads only the bids assigned to it; null for the buyer.
 */
export async function openedBidFile(
  store: EventStore,
  c: {
    tenantId: string;
    projectId: string;
    supplierId: string;
    envelope: 'technical' | 'commercial';
    index: number;
    expertUserId: string | null;
  },
): Promise<{ name: string; content: Buffer }> {
  await loadProject(store, c.tenantId, c.projectId);
  const { events } = await store.readStream(tenderStreamId(c.projectId));
  const state = events.reduce(
    (s, e) => tenderDecider.evolve(s, { type: e.type, data: e.data } as never),
    tenderDecider.initialState(),
  );
  if (c.expertUserId !== null) {
    const mine = state.assignments.find((a) => a.userId === c.expertUserId);
    if (!mine || !mine.supplierIds.includes(c.supplierId)) throw new DomainError('NotFound', BID_NOT_FOUND);
  }
  const opened = events.find((e) => e.type === 'TenderOpened');
  if (!opened) throw new DomainError('IllegalState', NOT_OPENED);
  const key = (
    opened.data as { keys: Array<{ supplierId: string; version: number; dataKey: string }> }
  ).keys.find((k) => k.supplierId === c.supplierId);
  const sealed = events.find(
    (e) =>
      e.type === 'TenderBidSealed' &&
      (e.data as { supplierId: string }).supplierId === c.supplierId &&
      (e.data as { version: number }).version === key?.version,
  );
  if (!key || !sealed) throw new DomainError('NotFound', FILE_NOT_FOUND);
  const envelopes = openWithKey(
    Buffer.from(key.dataKey, 'base64'),
    bidContext(c.projectId, c.supplierId, key.version),
    sealed.data as SealedBid,
  );
  const file = (
    c.envelope === 'technical'
      ? technicalEnvelope.parse(envelopes.technical)
      : commercialEnvelope.parse(envelopes.commercial)
  ).files[c.index];
  if (!file) throw new DomainError('NotFound', FILE_NOT_FOUND);
  return { name: file.name, content: Buffer.from(file.contentBase64, 'base64') };
}
