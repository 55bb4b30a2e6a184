import { DomainError } from '../../errors';
import type { Decider } from '../../store/command';
import { canonical, Decimal, isPositive } from './decimal';
import {
  chinaDay,
  PRICE_NOT_POSITIVE,
  PRICE_OVER_CEILING,
  PROJECT_CANCELLED,
  DEPOSIT_REQUIRED,
  PROJECT_NOT_FOUND,
  QUOTE_LINE_TWICE,
  QUOTE_LINE_UNKNOWN,
  TAX_RATE_RANGE,
  VALIDITY_TOO_SHORT,
  AWARD_LOCKED,
  type Project,
} from './project.decide';
import type { QuoteLine } from './project.events';
import type { SealedBid } from './tender.crypto';
import type { Assignment, CommercialEnvelope, OpenedBid, TenderEvent } from './tender.events';

export const NOT_TENDER = '只有招标项目可以递交投标文件';
export const NOT_TENDER_BIDDING = '当前不在投标阶段';
export const TENDER_CLOSED = '投标已截止，不能再递交或修改投标文件';
export const BID_LINE_MISSING = (name: string) => `商务标须对「${name}」报价`;
export const BID_VERSION_STALE = '投标文件已被更新，请刷新后重试';
export const COMMITTEE_EMPTY = '请至少选择一名开标小组成员';
export const COMMITTEE_TWICE = '开标小组成员不能重复';
export const COMMITTEE_LOCKED = '已有成员确认开标，不能再更换开标小组';
export const COMMITTEE_MISSING = '尚未设置开标小组';
export const NOT_COMMITTEE = '您不是本项目的开标小组成员';
export const CONFIRM_BEFORE_DEADLINE = '投标截止后才能确认开标';
export const ALREADY_OPENED = '已开标';
export const NOT_OPENED = '尚未开标';
export const BIDS_CHANGED = '投标文件在开标前发生变化，请重新开标';
export const WEIGHTS_SUM = (total: string) => `评分权重之和必须等于100（当前为${total}）`;
export const TEMPLATE_LOCKED = '已有专家评分，不能再修改评分模板';
export const TEMPLATE_MISSING = '请先设置评分模板';
export const ASSIGN_LOCKED = '已有专家评分，不能再调整评标分配';
export const EXPERT_TWICE = '同一专家只能分配一次';
export const ASSIGN_NO_BID = (id: string) => `供应商「${id}」未投标，不能分配评标`;
export const BID_NOT_FOUND = '未找到对应投标';
export const SCORE_RANGE = (label: string) => `${label}应在0到100之间`;

export type SealedBidState = SealedBid & { supplierName: string; version: number; sealedAt: string };
export type Weights = { technicalWeight: string; commercialWeight: string; priceWeight: string };
export type Score = { technical: string; commercial: string; comment: string; at: string };

export type TenderState = {
  committee: Array<{ userId: string; name: string }>;
  confirmed: string[];
  bids: Record<string, SealedBidState>;
  opened: { at: string; bids: OpenedBid[] } | null;
  template: Weights | null;
  assignments: Assignment[];
  /** key `${expertId}\u0000${supplierId}` */
  scores: Record<string, Score>;
};

export const scoreKey = (expertId: string, supplierId: string) => `${expertId}\u0000${supplierId}`;

type Act = { by: string; now: Date };
/** Every command carries the project it belongs to (the `sourcing-<id>` state, read by the handler). */
type OfProject = { project: Project };
export type TenderCommand =
  | ({
      type: 'SealBid';
      supplierId: string;
      supplierName: string;
      version: number;
      sealed: SealedBid;
    } & OfProject &
      Act)
  | ({ type: 'SetCommittee'; members: Array<{ userId: string; name: string }> } & OfProject & Act)
  | ({ type: 'ConfirmOpening' } & OfProject & Act)
  | {
      type: 'OpenTender';
      project: Project;
      bids: OpenedBid[];
      keys: Array<{ supplierId: string; version: number; dataKey: string }>;
      now: Date;
    }
  | ({ type: 'SetTemplate' } & Weights & OfProject & Act)
  | ({ type: 'AssignExperts'; assignments: Assignment[] } & OfProject & Act)
  | ({
      type: 'ScoreBid';
      expertUserId: string;
      supplierId: string;
      technical: string;
      commercial: string;
      comment: string;
    } & OfProject &
      Act);

export const initialTenderState = (): TenderState => ({
  committee: [],
  confirmed: [],
  bids: {},
  opened: null,
  template: null,
  assignments: [],
  scores: {},
});

export function evolveTender(s: TenderState, e: TenderEvent): TenderState {
  switch (e.type) {
    case 'TenderCommitteeSet':
      return { ...s, committee: e.data.members, confirmed: [] };
    case 'TenderBidSealed': {
      const { by: _by, at, ...rest } = e.data;
      return { ...s, bids: { ...s.bids, [e.data.supplierId]: { ...rest, sealedAt: at } } };
    }
    case 'TenderOpeningConfirmed':
      return { ...s, confirmed: [...s.confirmed, e.data.userId] };
    case 'TenderOpened':
      return { ...s, opened: { at: e.data.at, bids: e.data.bids } };
    case 'TenderTemplateSet': {
      const { technicalWeight, commercialWeight, priceWeight } = e.data;
      return { ...s, template: { technicalWeight, commercialWeight, priceWeight } };
    }
    case 'TenderExpertsAssigned':
      return { ...s, assignments: e.data.assignments };
    case 'TenderBidScored': {
      const d = e.data;
      const score = { technical: d.technical, commercial: d.commercial, comment: d.comment, at: d.at };
      return { ...s, scores: { ...s.scores, [scoreKey(d.expertId, d.supplierId)]: score } };
    }
    default: {
      const never: never = e;
      return never;
    }
  }
}

const refuse = (code: 'ValidationFailed' | 'IllegalState', message: string, field?: string): never => {
  throw new DomainError(code, message, field ? { field } : undefined);
};

function refuseTenderChange(p: Project): void {
  if (p.kind !== 'tender') throw new DomainError('NotFound', PROJECT_NOT_FOUND);
  if (p.status === 'cancelled') refuse('IllegalState', PROJECT_CANCELLED);
  if (['pendingAward', 'awarded', 'resultPublished'].includes(p.status)) refuse('IllegalState', AWARD_LOCKED);
}

/**
 * May this supplier seal a bid now? Asked before its envelopes are encrypted (the handler), and again
 * by the decider. `refusal`: the eligibility port's answer for a public project's newcomer.
 */
export function refuseBid(
  p: Project,
  s: TenderState,
  c: { supplierId: string; refusal: string | null; now: Date },
): void {
  const participant = p.participants[c.supplierId];
  // A stranger to an invited project learns nothing of it, not even its kind or state.
  if (!participant && p.participation === 'invited') throw new DomainError('NotFound', PROJECT_NOT_FOUND);
  if (p.kind !== 'tender') refuse('IllegalState', NOT_TENDER);
  refuseTenderChange(p);
  if (!participant && c.refusal) refuse('IllegalState', c.refusal);
  if (p.deposit && !p.depositCleared.includes(c.supplierId)) refuse('IllegalState', DEPOSIT_REQUIRED);
  if (s.opened || c.now.getTime() >= Date.parse(p.quoteDeadline)) refuse('IllegalState', TENDER_CLOSED);
  if (p.status !== 'bidding') refuse('IllegalState', NOT_TENDER_BIDDING);
}

/** The commercial envelope's rules, checked on the plaintext before it is sealed. */
export function checkCommercial(p: Project, commercial: CommercialEnvelope): QuoteLine[] {
  const deadlineDay = chinaDay(new Date(p.quoteDeadline));
  const seen = new Set<string>();
  const lines = commercial.lines.map((q, i) => {
    const line = p.lines.find((l) => l.lineId === q.lineId);
    if (!line) return refuse('ValidationFailed', QUOTE_LINE_UNKNOWN, `commercial.lines.${i}.lineId`);
    if (seen.has(q.lineId)) refuse('ValidationFailed', QUOTE_LINE_TWICE, `commercial.lines.${i}.lineId`);
    seen.add(q.lineId);
    if (!isPositive(q.price)) refuse('ValidationFailed', PRICE_NOT_POSITIVE, `commercial.lines.${i}.price`);
    if (line.ceilingPrice && new Decimal(q.price).greaterThan(line.ceilingPrice)) {
      refuse('ValidationFailed', PRICE_OVER_CEILING(line), `commercial.lines.${i}.price`);
    }
    if (new Decimal(q.taxRate).greaterThan(100))
      refuse('ValidationFailed', TAX_RATE_RANGE, `commercial.lines.${i}.taxRate`);
    if (q.validUntil < deadlineDay)
      refuse('ValidationFailed', VALIDITY_TOO_SHORT, `commercial.lines.${i}.validUntil`);
    return { ...q, price: canonical(q.price, 'price'), taxRate: canonical(q.taxRate, 'taxRate') };
  });
  // A tender is evaluated on the whole bid: every line carries a price.
  for (const line of p.lines) {
    if (!seen.has(line.lineId))
      refuse('ValidationFailed', BID_LINE_MISSING(line.materialName), 'commercial.lines');
  }
  return lines;
}

/** Σ price x quantity over the project's lines. */
export const bidTotal = (p: Project, lines: readonly QuoteLine[]): string =>
  canonical(
    lines.reduce((t, l) => {
      const line = p.lines.find((x) => x.lineId === l.lineId)!;
      return t.plus(new Decimal(l.price).times(line.quantity));
    }, new Decimal(0)),
    'amount',
  );

/**
 * Why the keys may not be released yet (null: they may). Opening (开标) needs the bid deadline passed
 * and every member of the committee confirmed.
 */
export function openingRefusal(p: Project, s: TenderState, now: Date): string | null {
  if (s.opened) return ALREADY_OPENED;
  if (p.status === 'cancelled') return PROJECT_CANCELLED;
  if (now.getTime() < Date.parse(p.quoteDeadline)) return CONFIRM_BEFORE_DEADLINE;
  if (s.committee.length === 0) return COMMITTEE_MISSING;
  const missing = s.committee.filter((m) => !s.confirmed.includes(m.userId));
  if (missing.length > 0) return `尚有开标小组成员未确认：${missing.map((m) => m.name).join('、')}`;
  return null;
}

function checkScore(label: string, v: string, field: string): string {
  const d = new Decimal(v);
  if (d.lessThan(0) || d.greaterThan(100)) refuse('ValidationFailed', SCORE_RANGE(label), field);
  return d.toFixed(2);
}

const hasScores = (s: TenderState) => Object.keys(s.scores).length > 0;

export function decideTender(c: TenderCommand, s: TenderState): TenderEvent[] {
  const at = c.now.toISOString();
  const p = c.project;
  switch (c.type) {
    case 'SealBid': {
      refuseBid(p, s, { supplierId: c.supplierId, refusal: null, now: c.now });
      if (c.version !== (s.bids[c.supplierId]?.version ?? 0) + 1) refuse('IllegalState', BID_VERSION_STALE);
      return [
        {
          type: 'TenderBidSealed',
          data: {
            supplierId: c.supplierId,
            supplierName: c.supplierName,
            version: c.version,
            ...c.sealed,
            by: c.by,
            at,
          },
        },
      ];
    }
    case 'SetCommittee': {
      refuseTenderChange(p);
      if (s.opened) refuse('IllegalState', ALREADY_OPENED);
      if (s.confirmed.length > 0) refuse('IllegalState', COMMITTEE_LOCKED);
      if (c.members.length === 0) refuse('ValidationFailed', COMMITTEE_EMPTY, 'memberIds');
      if (new Set(c.members.map((m) => m.userId)).size !== c.members.length) {
        refuse('ValidationFailed', COMMITTEE_TWICE, 'memberIds');
      }
      return [{ type: 'TenderCommitteeSet', data: { members: c.members, by: c.by, at } }];
    }
    case 'ConfirmOpening': {
      refuseTenderChange(p);
      if (s.committee.length === 0) refuse('IllegalState', COMMITTEE_MISSING);
      if (!s.committee.some((m) => m.userId === c.by)) refuse('IllegalState', NOT_COMMITTEE);
      if (s.opened || s.confirmed.includes(c.by)) return [];
      if (c.now.getTime() < Date.parse(p.quoteDeadline)) refuse('IllegalState', CONFIRM_BEFORE_DEADLINE);
      return [{ type: 'TenderOpeningConfirmed', data: { userId: c.by, at } }];
    }
    case 'OpenTender': {
      // Opened once, whatever the workflow repeats.
      if (s.opened) return [];
      const why = openingRefusal(p, s, c.now);
      if (why) refuse('IllegalState', why);
      // The opened bids are exactly the last sealed versions (none slipped in since they were decrypted).
      const all = Object.entries(s.bids);
      const same =
        all.length === c.bids.length &&
        all.every(([id, b]) => c.bids.some((x) => x.supplierId === id && x.version === b.version));
      if (!same) refuse('IllegalState', BIDS_CHANGED);
      return [{ type: 'TenderOpened', data: { keys: c.keys, bids: c.bids, at } }];
    }
    case 'SetTemplate': {
      refuseTenderChange(p);
      if (hasScores(s)) refuse('IllegalState', TEMPLATE_LOCKED);
      const w = [c.technicalWeight, c.commercialWeight, c.priceWeight].map((x) => new Decimal(x));
      const total = w.reduce((a, b) => a.plus(b), new Decimal(0));
      if (!total.equals(100)) refuse('ValidationFailed', WEIGHTS_SUM(total.toString()), 'priceWeight');
      return [
        {
          type: 'TenderTemplateSet',
          data: {
            technicalWeight: w[0]!.toFixed(2),
            commercialWeight: w[1]!.toFixed(2),
            priceWeight: w[2]!.toFixed(2),
            by: c.by,
            at,
          },
        },
      ];
    }
    case 'AssignExperts': {
      refuseTenderChange(p);
      if (hasScores(s)) refuse('IllegalState', ASSIGN_LOCKED);
      const experts = new Set<string>();
      for (const a of c.assignments) {
        if (experts.has(a.expertId)) refuse('ValidationFailed', EXPERT_TWICE, 'assignments');
        experts.add(a.expertId);
        for (const id of a.supplierIds) {
          if (!s.bids[id]) refuse('ValidationFailed', ASSIGN_NO_BID(id), 'assignments');
        }
      }
      const assignments = c.assignments.map((a) => ({ ...a, supplierIds: [...new Set(a.supplierIds)] }));
      return [{ type: 'TenderExpertsAssigned', data: { assignments, by: c.by, at } }];
    }
    case 'ScoreBid': {
      refuseTenderChange(p);
      const mine = s.assignments.find((a) => a.userId === c.expertUserId);
      // An expert sees only the bids assigned to it: any other is "not found".
      if (!mine || !mine.supplierIds.includes(c.supplierId)) throw new DomainError('NotFound', BID_NOT_FOUND);
      if (!s.opened) refuse('IllegalState', NOT_OPENED);
      if (!s.template) refuse('IllegalState', TEMPLATE_MISSING);
      return [
        {
          type: 'TenderBidScored',
          data: {
            expertId: mine.expertId,
            supplierId: c.supplierId,
            technical: checkScore('技术分', c.technical, 'technical'),
            commercial: checkScore('商务分', c.commercial, 'commercial'),
            comment: c.comment,
            by: c.by,
            at,
          },
        },
      ];
    }
    default: {
      const never: never = c;
      return never;
    }
  }
}

export const tenderDecider: Decider<TenderState, TenderCommand, TenderEvent> = {
  initialState: initialTenderState,
  evolve: evolveTender,
  decide: decideTender,
};

export type ReportRow = {
  supplierId: string;
  supplierName: string;
  total: string;
  technical: string;
  commercial: string;
  priceScore: string;
  score: string;
  rank: number;
  scoredBy: number;
  assignedTo: number;
};

/**
 * 评标报告: per opened bid the mean technical and commercial marks of its experts, weighted; the price
 * score by formula (the lowest valid total = full marks, others lowest / total x weight); ranked.
 */
export function evaluationReport(s: TenderState): { rows: ReportRow[]; complete: boolean } {
  if (!s.opened) refuse('IllegalState', NOT_OPENED);
  if (!s.template) refuse('IllegalState', TEMPLATE_MISSING);
  const w = s.template!;
  const bids = s.opened!.bids;
  const lowest = Decimal.min(...bids.map((b) => new Decimal(b.total)));
  let complete = true;
  const rows = bids.map((b) => {
    const experts = s.assignments.filter((a) => a.supplierIds.includes(b.supplierId));
    const scores = experts.flatMap((a) => s.scores[scoreKey(a.expertId, b.supplierId)] ?? []);
    if (scores.length < experts.length || experts.length === 0) complete = false;
    const mean = (f: 'technical' | 'commercial') =>
      scores.length === 0
        ? new Decimal(0)
        : scores.reduce((t, x) => t.plus(x[f]), new Decimal(0)).dividedBy(scores.length);
    const technical = mean('technical').times(w.technicalWeight).dividedBy(100);
    const commercial = mean('commercial').times(w.commercialWeight).dividedBy(100);
    const priceScore = lowest.dividedBy(b.total).times(w.priceWeight);
    const score = technical.plus(commercial).plus(priceScore);
    return {
      supplierId: b.supplierId,
      supplierName: b.supplierName,
      total: b.total,
      technical: technical.toFixed(2),
      commercial: commercial.toFixed(2),
      priceScore: priceScore.toFixed(2),
      score: score.toFixed(2),
      rank: 0,
      scoredBy: scores.length,
      assignedTo: experts.length,
    };
  });
  const sorted = [...rows].sort((a, b) => new Decimal(b.score).comparedTo(a.score));
  for (const r of sorted) r.rank = 1 + sorted.filter((x) => new Decimal(x.score).greaterThan(r.score)).length;
  return { rows: sorted, complete };
}
