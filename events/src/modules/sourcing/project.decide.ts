import {
  CHANGE_EXTENSION_HOURS,
  type Participation,
  type ProjectStatus,
  type SourcingKind,
} from '@srm/contracts/sourcing';
import { DomainError } from '../../errors';
import type { Decider } from '../../store/command';
import { canonical, Decimal, isPositive, sum } from './decimal';
import type { AwardedLine, AwardLine, ProjectLine, QuoteLine, SourcingProjectEvent } from './project.events';

export const PROJECT_NOT_FOUND = '未找到对应寻源项目';
export const DEADLINE_WHOLE_MINUTE = '截止时间只能精确到分钟';
export const DEADLINE_PASSED = '截止时间必须晚于当前时间';
export const REGISTRATION_DEADLINE_REQUIRED = '招标项目请选择报名截止时间';
export const REGISTRATION_BEFORE_QUOTE = '报名截止时间必须早于投标截止时间';
export const CEILING_NOT_POSITIVE = '最高限价必须大于0';
export const NOT_DRAFT = '只有草稿状态的寻源项目可以提交发布审批';
export const NOT_DRAFT_EDIT = '只有草稿状态的寻源项目可以修改';
export const NO_SUPPLIER_INVITED = '邀请寻源请至少邀请一家供应商';
export const PUBLIC_NO_INVITATION = '公开寻源无需邀请供应商';
export const ALREADY_INVITED = '该供应商已在邀请名单中';
export const INVITE_CLOSED = '报价已结束，不能再邀请供应商';
export const AWARD_LOCKED = '项目已定标，报价不能再修改';
export const PROJECT_CANCELLED = '项目已取消';
export const NOT_BIDDING = '当前不在报价阶段';
export const QUOTE_CLOSED = '报价已截止，不能再报价或修改报价';
export const NOT_IN_ROUND = '您未被邀请参与本轮议价';
export const QUOTE_KIND_TENDER = '招标项目请在「我的投标」递交加密标书';
export const QUOTE_KIND_AUCTION = '竞价项目请在竞价大厅出价';
export const QUOTE_LINE_UNKNOWN = '报价的需求行不存在';
export const QUOTE_LINE_TWICE = '同一需求行只能报一个价格';
export const PRICE_NOT_POSITIVE = '单价必须大于0';
export const PRICE_OVER_CEILING = (line: ProjectLine) =>
  `「${line.materialName}」的单价不能高于最高限价 ${line.ceilingPrice ?? ''}`;
export const TAX_RATE_RANGE = '税率应在0到100之间';
export const VALIDITY_TOO_SHORT = '报价有效期不能早于报价截止日期';
export const NOT_EVALUATION = '只有报价截止后、定标前的项目可以议价或定标';
export const NEGOTIATION_KIND = '只有询价项目可以议价';
export const NEGOTIATE_UNQUOTED = '只能与已报价的供应商议价';
export const AWARD_LINE_UNKNOWN = '定标的需求行不存在';
export const AWARD_TWICE = '同一需求行不能重复选择同一供应商';
export const AWARD_QUANTITY_NOT_POSITIVE = '中标数量必须大于0';
export const AWARD_WITHOUT_QUOTE = (line: ProjectLine, supplierName: string) =>
  `供应商「${supplierName}」未对「${line.materialName}」报价，不能中标`;
export const AWARD_SPLIT_SUM = (line: ProjectLine, total: string) =>
  `「${line.materialName}」的中标数量合计 ${total} 应等于需求数量 ${line.quantity}`;
export const NOT_AWARDED = '只有已定标的项目可以发布结果公示';
export const CANCEL_AFTER_AWARD = '项目已定标，不能取消';
export const CHANGE_NOT_BIDDING = '只有报价中的项目可以变更采购条件';
export const CHANGE_NOTHING = '请至少变更一项采购条件';
export const CHANGE_LINE_UNKNOWN = '变更的需求行不存在';
export const DEPOSIT_RULE_NOT_DRAFT = '只有草稿状态的寻源项目可以设置保证金';
export const DEPOSIT_AMOUNT_NOT_POSITIVE = '保证金金额必须大于0';
export const DEPOSIT_REQUIRED = '该项目须缴纳投标保证金，保证金经采购方确认后方可报价或投标';
export const JOIN_CLOSED = '项目已截止，不能再参与';

/** A supplier's latest price per line (a quote covers the lines it names; a revision replaces them). */
export type LatestQuote = QuoteLine & { round: number; at: string };
export type Participant = { name: string; invited: boolean };

export type ProjectState =
  | { status: 'none' }
  | {
      status: ProjectStatus;
      id: string;
      tenantId: string;
      code: string;
      title: string;
      kind: SourcingKind;
      participation: Participation;
      currency: string;
      lines: ProjectLine[];
      quoteDeadline: string;
      registrationDeadline: string | null;
      round: number;
      /** The deadline of the open phase (registration or the current round). */
      deadline: string | null;
      /** Who may quote in this round: null = every participant (round 1). */
      roundSuppliers: string[] | null;
      participants: Record<string, Participant>;
      quotes: Record<string, Record<string, LatestQuote>>;
      instanceId: string | null;
      awards: AwardLine[];
      cancelReason: string | null;
      /** 投标保证金 required of every bidder, or null. */
      deposit: { amount: string; currency: string } | null;
      /** Suppliers whose deposit the buyer confirmed. */
      depositCleared: string[];
    };
export type Project = Exclude<ProjectState, { status: 'none' }>;

type Act = { by: string; now: Date };
export type ProjectCommand =
  | ({
      type: 'DraftSourcingProject';
      id: string;
      tenantId: string;
      code: string;
      title: string;
      kind: SourcingKind;
      participation: Participation;
      currency: string;
      quoteDeadline: Date;
      registrationDeadline: Date | null;
      lines: ProjectLine[];
    } & Act)
  /**
   * 编辑 a draft: head and lines replaced. `refusal`: the port's answer for an invited supplier on
   * the new lines' categories (null = every invited supplier still eligible).
   */
  | ({
      type: 'ReviseSourcingProject';
      title: string;
      quoteDeadline: Date;
      registrationDeadline: Date | null;
      lines: ProjectLine[];
      refusal: string | null;
    } & Act)
  /** `refusal`: the SupplierEligibility port's answer, asked by the handler (null = eligible). */
  | ({ type: 'InviteSupplier'; supplierId: string; supplierName: string; refusal: string | null } & Act)
  | ({ type: 'SubmitSourcingProject'; instanceId: string } & Act)
  | { type: 'ApplyPublicationApproval'; instanceId: string; outcome: string; now: Date }
  /** The workflow's timer: the phase whose deadline it waited for (a stale timer changes nothing). */
  | { type: 'ClosePhase'; phase: 'registration' | 'bidding'; round: number; deadline: string; now: Date }
  | ({
      type: 'SubmitQuote';
      supplierId: string;
      supplierName: string;
      /** For a public project's newcomer: the eligibility answer (null = eligible). */
      refusal: string | null;
      lines: QuoteLine[];
      attachments: string[];
    } & Act)
  | ({ type: 'OpenNegotiation'; deadline: Date; supplierIds: string[] } & Act)
  | ({
      type: 'ProposeAward';
      instanceId: string;
      awards: Array<{ lineId: string; supplierId: string; quantity: string }>;
    } & Act)
  | { type: 'ApplyAwardApproval'; instanceId: string; outcome: string; now: Date }
  | ({ type: 'PublishResult' } & Act)
  | ({ type: 'SetDepositRule'; amount: string | null; currency: string } & Act)
  | {
      type: 'JoinProject';
      supplierId: string;
      supplierName: string;
      depositConfirmed: boolean;
      /** For a public project's newcomer: the eligibility answer (null = eligible). */
      refusal: string | null;
      now: Date;
    }
  /** The tender's opening (tender.commands.ts): its opened bids, once. */
  | {
      type: 'RecordTenderOpening';
      bids: Array<{ supplierId: string; supplierName: string; lines: QuoteLine[] }>;
      now: Date;
    }
  | ({ type: 'CancelProject'; reason: string } & Act)
  | ({
      type: 'ChangeConditions';
      reason: string;
      /** The round's new deadline (null: unchanged). */
      deadline: Date | null;
      lines: LineChange[];
    } & Act);

/** 变更 of one requirement line: only the fields given change. */
export type LineChange = {
  lineId: string;
  quantity?: string;
  deliveryDate?: string;
  deliveryPlace?: string;
  ceilingPrice?: string | null;
};

export const initialState = (): ProjectState => ({ status: 'none' });

/** The phase whose deadline the `sourcing-<id>` workflow waits for, if one is open. */
export type PhaseSchedule = { phase: 'registration' | 'bidding'; round: number; deadline: string };
export const openSchedule = (s: ProjectState): PhaseSchedule | null => {
  if (s.status === 'registration' && s.deadline)
    return { phase: 'registration', round: 0, deadline: s.deadline };
  if (s.status === 'bidding' && s.deadline) return { phase: 'bidding', round: s.round, deadline: s.deadline };
  return null;
};

export function evolve(state: ProjectState, event: SourcingProjectEvent): ProjectState {
  if (event.type === 'SourcingProjectDrafted') {
    const d = event.data;
    return {
      status: 'draft',
      id: d.id,
      tenantId: d.tenantId,
      code: d.code,
      title: d.title,
      kind: d.kind,
      participation: d.participation,
      currency: d.currency,
      lines: d.lines,
      quoteDeadline: d.quoteDeadline,
      registrationDeadline: d.registrationDeadline,
      round: 0,
      deadline: null,
      roundSuppliers: null,
      participants: {},
      quotes: {},
      instanceId: null,
      awards: [],
      cancelReason: null,
      deposit: null,
      depositCleared: [],
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'SourcingProjectRevised': {
      const d = event.data;
      return {
        ...state,
        title: d.title,
        quoteDeadline: d.quoteDeadline,
        registrationDeadline: d.registrationDeadline,
        lines: d.lines,
      };
    }
    case 'SourcingSupplierInvited':
      return {
        ...state,
        participants: {
          ...state.participants,
          [event.data.supplierId]: { name: event.data.supplierName, invited: true },
        },
      };
    case 'SourcingProjectSubmitted':
      return { ...state, status: 'pendingApproval', instanceId: event.data.instanceId };
    case 'SourcingProjectApprovalReturned':
      return { ...state, status: 'draft' };
    case 'SourcingProjectPublished':
      return { ...state, status: 'published' };
    case 'SourcingRegistrationOpened':
      return { ...state, status: 'registration', deadline: event.data.deadline };
    case 'SourcingRegistrationClosed':
      return { ...state, deadline: null };
    case 'SourcingBiddingOpened':
      return { ...state, status: 'bidding', round: event.data.round, deadline: event.data.deadline };
    case 'SourcingQuoteSubmitted': {
      const q = event.data;
      const mine = { ...state.quotes[q.supplierId] };
      for (const l of q.lines) mine[l.lineId] = { ...l, round: q.round, at: q.at };
      const participants = state.participants[q.supplierId]
        ? state.participants
        : { ...state.participants, [q.supplierId]: { name: q.supplierName, invited: false } };
      return { ...state, participants, quotes: { ...state.quotes, [q.supplierId]: mine } };
    }
    case 'SourcingTenderBidsOpened': {
      let next: ProjectState = state;
      for (const b of event.data.bids) {
        next = evolve(next, {
          type: 'SourcingQuoteSubmitted',
          data: { ...b, round: event.data.round, attachments: [], by: 'system', at: event.data.at },
        });
      }
      return next;
    }
    case 'SourcingRoundClosed':
      return { ...state, status: 'evaluation', deadline: null };
    case 'SourcingNegotiationOpened':
      return {
        ...state,
        status: 'bidding',
        round: event.data.round,
        deadline: event.data.deadline,
        roundSuppliers: event.data.supplierIds,
      };
    case 'SourcingAwardProposed':
      return {
        ...state,
        status: 'pendingAward',
        instanceId: event.data.instanceId,
        awards: event.data.awards,
      };
    case 'SourcingAwardReturned':
      return { ...state, status: 'evaluation', awards: [] };
    case 'SourcingAwardConfirmed':
      return { ...state, status: 'awarded' };
    case 'SourcingResultPublished':
      return { ...state, status: 'resultPublished' };
    case 'SourcingDepositRuleSet': {
      const { amount, currency } = event.data;
      return { ...state, deposit: amount === null ? null : { amount, currency } };
    }
    case 'SourcingSupplierJoined': {
      const j = event.data;
      const participants = state.participants[j.supplierId]
        ? state.participants
        : { ...state.participants, [j.supplierId]: { name: j.supplierName, invited: false } };
      const depositCleared = j.depositConfirmed
        ? [...state.depositCleared, j.supplierId]
        : state.depositCleared;
      return { ...state, participants, depositCleared };
    }
    case 'SourcingProjectCancelled':
      return { ...state, status: 'cancelled', cancelReason: event.data.reason, deadline: null };
    case 'SourcingConditionsChanged':
      return {
        ...state,
        lines: event.data.lines,
        deadline: event.data.deadline,
        quoteDeadline: event.data.round === 1 ? event.data.deadline : state.quoteDeadline,
        quotes: {},
      };
    default: {
      const never: never = event;
      return never;
    }
  }
}

const found = (s: ProjectState): Project => {
  if (s.status === 'none') throw new DomainError('NotFound', PROJECT_NOT_FOUND);
  return s;
};
const refuse = (code: 'ValidationFailed' | 'IllegalState', message: string, field?: string): never => {
  throw new DomainError(code, message, field ? { field } : undefined);
};

/** A deadline is given to the minute and lies ahead. */
function checkDeadline(deadline: Date, now: Date, field: string): void {
  if (deadline.getTime() % 60_000 !== 0) refuse('ValidationFailed', DEADLINE_WHOLE_MINUTE, field);
  if (deadline.getTime() <= now.getTime()) refuse('ValidationFailed', DEADLINE_PASSED, field);
}

/** The schedule of a draft: deadlines to the minute and ahead; a tender registers before it bids. */
function checkSchedule(
  kind: SourcingKind,
  quoteDeadline: Date,
  registration: Date | null,
  now: Date,
): string | null {
  checkDeadline(quoteDeadline, now, 'quoteDeadline');
  if (kind !== 'tender') return null;
  if (!registration)
    return refuse('ValidationFailed', REGISTRATION_DEADLINE_REQUIRED, 'registrationDeadline');
  checkDeadline(registration, now, 'registrationDeadline');
  if (registration >= quoteDeadline)
    refuse('ValidationFailed', REGISTRATION_BEFORE_QUOTE, 'registrationDeadline');
  return registration.toISOString();
}

function checkLines(lines: readonly ProjectLine[]): void {
  lines.forEach((l, i) => {
    if (!isPositive(l.quantity)) refuse('ValidationFailed', '数量必须大于0', `lines.${i}.quantity`);
    if (l.ceilingPrice !== null && !isPositive(l.ceilingPrice)) {
      refuse('ValidationFailed', CEILING_NOT_POSITIVE, `lines.${i}.ceilingPrice`);
    }
  });
}

const canonicalLines = (lines: readonly ProjectLine[]): ProjectLine[] =>
  lines.map((l) => ({
    ...l,
    quantity: canonical(l.quantity, 'quantity'),
    ceilingPrice: l.ceilingPrice === null ? null : canonical(l.ceilingPrice, 'price'),
  }));

const awardedStates: readonly ProjectStatus[] = ['awarded', 'resultPublished'];
const decidedStates: readonly ProjectStatus[] = ['pendingAward', ...awardedStates];

/** Nothing about the bids changes once the award is proposed, confirmed, or the project is cancelled. */
function refuseBidChange(s: Project): void {
  if (decidedStates.includes(s.status)) refuse('IllegalState', AWARD_LOCKED);
  if (s.status === 'cancelled') refuse('IllegalState', PROJECT_CANCELLED);
}

/** The submission's refusal, asked before the publication approval is started. */
export function refuseProjectSubmission(state: ProjectState, now: Date): void {
  const s = found(state);
  if (s.status !== 'draft') refuse('IllegalState', NOT_DRAFT);
  if (s.participation === 'invited' && Object.keys(s.participants).length === 0) {
    refuse('IllegalState', NO_SUPPLIER_INVITED);
  }
  const first = s.registrationDeadline ?? s.quoteDeadline;
  if (Date.parse(first) <= now.getTime()) refuse('ValidationFailed', DEADLINE_PASSED, 'quoteDeadline');
}

/** The award's refusal and, when it stands, the awarded shares priced from the latest quotes. */
export function planAward(
  state: ProjectState,
  awards: ReadonlyArray<{ lineId: string; supplierId: string; quantity: string }>,
): AwardLine[] {
  const s = found(state);
  refuseBidChange(s);
  if (s.status !== 'evaluation') refuse('IllegalState', NOT_EVALUATION);
  const seen = new Set<string>();
  const out: AwardLine[] = awards.map((a) => {
    const line = s.lines.find((l) => l.lineId === a.lineId);
    if (!line) return refuse('ValidationFailed', AWARD_LINE_UNKNOWN);
    const key = `${a.lineId}\u0000${a.supplierId}`;
    if (seen.has(key)) refuse('ValidationFailed', AWARD_TWICE);
    seen.add(key);
    if (!isPositive(a.quantity)) refuse('ValidationFailed', AWARD_QUANTITY_NOT_POSITIVE);
    const quote = s.quotes[a.supplierId]?.[a.lineId];
    const name = s.participants[a.supplierId]?.name ?? a.supplierId;
    if (!quote) return refuse('ValidationFailed', AWARD_WITHOUT_QUOTE(line, name));
    return {
      lineId: a.lineId,
      supplierId: a.supplierId,
      supplierName: name,
      quantity: canonical(a.quantity, 'quantity'),
      price: quote.price,
      taxRate: quote.taxRate,
    };
  });
  for (const line of s.lines) {
    const shares = out.filter((a) => a.lineId === line.lineId);
    if (shares.length === 0) continue; // a line nobody wins stays unawarded (流标)
    const total = sum(shares.map((a) => a.quantity));
    if (!total.equals(line.quantity)) {
      refuse('ValidationFailed', AWARD_SPLIT_SUM(line, canonical(total, 'quantity')));
    }
  }
  return out;
}

function checkQuote(s: Project, c: Extract<ProjectCommand, { type: 'SubmitQuote' }>): void {
  const participant = s.participants[c.supplierId];
  // Not invited to an invited project: the project is none of its business (answered as missing),
  // before any answer that would tell its kind or state.
  if (!participant && s.participation === 'invited') throw new DomainError('NotFound', PROJECT_NOT_FOUND);
  refuseBidChange(s);
  if (s.kind === 'tender') refuse('IllegalState', QUOTE_KIND_TENDER);
  if (s.kind === 'auction') refuse('IllegalState', QUOTE_KIND_AUCTION);
  if (!participant && c.refusal) refuse('IllegalState', c.refusal);
  if (s.deposit && !s.depositCleared.includes(c.supplierId)) refuse('IllegalState', DEPOSIT_REQUIRED);
  if (s.status !== 'bidding' || !s.deadline) refuse('IllegalState', NOT_BIDDING);
  if (c.now.getTime() >= Date.parse(s.deadline!)) refuse('IllegalState', QUOTE_CLOSED);
  if (s.roundSuppliers && !s.roundSuppliers.includes(c.supplierId)) refuse('IllegalState', NOT_IN_ROUND);
  const deadlineDay = chinaDay(new Date(s.deadline!));
  const seen = new Set<string>();
  c.lines.forEach((q, i) => {
    const line = s.lines.find((l) => l.lineId === q.lineId);
    if (!line) refuse('ValidationFailed', QUOTE_LINE_UNKNOWN, `lines.${i}.lineId`);
    if (seen.has(q.lineId)) refuse('ValidationFailed', QUOTE_LINE_TWICE, `lines.${i}.lineId`);
    seen.add(q.lineId);
    if (!isPositive(q.price)) refuse('ValidationFailed', PRICE_NOT_POSITIVE, `lines.${i}.price`);
    if (line!.ceilingPrice && new Decimal(q.price).greaterThan(line!.ceilingPrice)) {
      refuse('ValidationFailed', PRICE_OVER_CEILING(line!), `lines.${i}.price`);
    }
    if (new Decimal(q.taxRate).greaterThan(100))
      refuse('ValidationFailed', TAX_RATE_RANGE, `lines.${i}.taxRate`);
    if (q.validUntil < deadlineDay) refuse('ValidationFailed', VALIDITY_TOO_SHORT, `lines.${i}.validUntil`);
  });
}

/** The calendar day of an instant in China Standard Time (dates on the wire are CST days). */
export const chinaDay = (d: Date): string => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

export function decide(command: ProjectCommand, state: ProjectState): SourcingProjectEvent[] {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'DraftSourcingProject': {
      if (state.status !== 'none') return [];
      const c = command;
      const registrationDeadline = checkSchedule(c.kind, c.quoteDeadline, c.registrationDeadline, c.now);
      checkLines(c.lines);
      return [
        {
          type: 'SourcingProjectDrafted',
          data: {
            id: c.id,
            tenantId: c.tenantId,
            code: c.code,
            title: c.title,
            kind: c.kind,
            participation: c.participation,
            currency: c.currency,
            quoteDeadline: c.quoteDeadline.toISOString(),
            registrationDeadline,
            lines: canonicalLines(c.lines),
            by: c.by,
            at,
          },
        },
      ];
    }
    case 'ReviseSourcingProject': {
      const s = found(state);
      const c = command;
      if (s.status !== 'draft') refuse('IllegalState', NOT_DRAFT_EDIT);
      const registrationDeadline = checkSchedule(s.kind, c.quoteDeadline, c.registrationDeadline, c.now);
      checkLines(c.lines);
      if (c.refusal) refuse('ValidationFailed', c.refusal, 'lines');
      return [
        {
          type: 'SourcingProjectRevised',
          data: {
            title: c.title,
            quoteDeadline: c.quoteDeadline.toISOString(),
            registrationDeadline,
            lines: canonicalLines(c.lines),
            by: c.by,
            at,
          },
        },
      ];
    }
    case 'InviteSupplier': {
      const s = found(state);
      refuseBidChange(s);
      if (s.participation === 'public') refuse('IllegalState', PUBLIC_NO_INVITATION);
      if (s.status === 'evaluation') refuse('IllegalState', INVITE_CLOSED);
      if (s.participants[command.supplierId]) refuse('IllegalState', ALREADY_INVITED);
      if (command.refusal) refuse('ValidationFailed', command.refusal, 'supplierId');
      return [
        {
          type: 'SourcingSupplierInvited',
          data: { supplierId: command.supplierId, supplierName: command.supplierName, by: command.by, at },
        },
      ];
    }
    case 'SubmitSourcingProject':
      refuseProjectSubmission(state, command.now);
      return [
        { type: 'SourcingProjectSubmitted', data: { instanceId: command.instanceId, by: command.by, at } },
      ];
    case 'ApplyPublicationApproval': {
      if (state.status !== 'pendingApproval' || state.instanceId !== command.instanceId) return [];
      if (command.outcome !== 'approved') {
        return [
          {
            type: 'SourcingProjectApprovalReturned',
            data: { instanceId: command.instanceId, outcome: command.outcome, at },
          },
        ];
      }
      const published: SourcingProjectEvent = {
        type: 'SourcingProjectPublished',
        data: { instanceId: command.instanceId, suppliers: Object.keys(state.participants), at },
      };
      if (state.kind === 'tender') {
        return [
          published,
          { type: 'SourcingRegistrationOpened', data: { deadline: state.registrationDeadline!, at } },
        ];
      }
      // The auction's bidding hall is [P7A]: published, it waits there.
      if (state.kind === 'auction') return [published];
      return [
        published,
        { type: 'SourcingBiddingOpened', data: { round: 1, deadline: state.quoteDeadline, at } },
      ];
    }
    case 'ClosePhase': {
      const s = state;
      if (s.status === 'none' || s.deadline !== command.deadline) return [];
      if (command.phase === 'registration') {
        if (s.status !== 'registration') return [];
        return [
          { type: 'SourcingRegistrationClosed', data: { deadline: command.deadline, at } },
          { type: 'SourcingBiddingOpened', data: { round: 1, deadline: s.quoteDeadline, at } },
        ];
      }
      if (s.status !== 'bidding' || s.round !== command.round) return [];
      return [{ type: 'SourcingRoundClosed', data: { round: s.round, deadline: command.deadline, at } }];
    }
    case 'SubmitQuote': {
      const s = found(state);
      checkQuote(s, command);
      return [
        {
          type: 'SourcingQuoteSubmitted',
          data: {
            supplierId: command.supplierId,
            supplierName: s.participants[command.supplierId]?.name ?? command.supplierName,
            round: s.round,
            lines: command.lines.map((l) => ({
              ...l,
              price: canonical(l.price, 'price'),
              taxRate: canonical(l.taxRate, 'taxRate'),
            })),
            attachments: command.attachments,
            by: command.by,
            at,
          },
        },
      ];
    }
    case 'OpenNegotiation': {
      const s = found(state);
      refuseBidChange(s);
      if (s.kind !== 'inquiry') refuse('IllegalState', NEGOTIATION_KIND);
      if (s.status !== 'evaluation') refuse('IllegalState', NOT_EVALUATION);
      checkDeadline(command.deadline, command.now, 'deadline');
      const supplierIds = [...new Set(command.supplierIds)];
      if (supplierIds.some((id) => !s.quotes[id]))
        refuse('ValidationFailed', NEGOTIATE_UNQUOTED, 'supplierIds');
      return [
        {
          type: 'SourcingNegotiationOpened',
          data: {
            round: s.round + 1,
            deadline: command.deadline.toISOString(),
            supplierIds,
            by: command.by,
            at,
          },
        },
      ];
    }
    case 'ProposeAward': {
      const awards = planAward(state, command.awards);
      return [
        {
          type: 'SourcingAwardProposed',
          data: { instanceId: command.instanceId, awards, by: command.by, at },
        },
      ];
    }
    case 'ApplyAwardApproval': {
      const s = state;
      if (s.status !== 'pendingAward' || s.instanceId !== command.instanceId) return [];
      if (command.outcome !== 'approved') {
        return [
          {
            type: 'SourcingAwardReturned',
            data: { instanceId: command.instanceId, outcome: command.outcome, at },
          },
        ];
      }
      const lines: AwardedLine[] = s.awards.map((a) => {
        const line = s.lines.find((l) => l.lineId === a.lineId)!;
        return {
          ...a,
          materialId: line.materialId,
          materialCode: line.materialCode,
          materialName: line.materialName,
          unit: line.unit,
          currency: s.currency,
          amount: canonical(new Decimal(a.quantity).times(a.price), 'amount'),
        };
      });
      return [
        {
          type: 'SourcingAwardConfirmed',
          data: {
            projectId: s.id,
            tenantId: s.tenantId,
            code: s.code,
            title: s.title,
            kind: s.kind,
            instanceId: command.instanceId,
            lines,
            at,
          },
        },
      ];
    }
    case 'PublishResult': {
      const s = found(state);
      if (s.status !== 'awarded') refuse('IllegalState', NOT_AWARDED);
      return [{ type: 'SourcingResultPublished', data: { by: command.by, at } }];
    }
    case 'RecordTenderOpening': {
      const s = found(state);
      if (s.kind !== 'tender' || Object.keys(s.quotes).length > 0) return [];
      return [{ type: 'SourcingTenderBidsOpened', data: { round: 1, bids: command.bids, at } }];
    }
    case 'SetDepositRule': {
      const s = found(state);
      if (s.status !== 'draft') refuse('IllegalState', DEPOSIT_RULE_NOT_DRAFT);
      const c = command;
      if (c.amount !== null && !isPositive(c.amount))
        refuse('ValidationFailed', DEPOSIT_AMOUNT_NOT_POSITIVE, 'amount');
      const amount = c.amount === null ? null : canonical(c.amount, 'amount');
      return [{ type: 'SourcingDepositRuleSet', data: { amount, currency: c.currency, by: c.by, at } }];
    }
    case 'JoinProject': {
      const s = found(state);
      const c = command;
      refuseBidChange(s);
      if (!['published', 'registration', 'bidding'].includes(s.status)) refuse('IllegalState', JOIN_CLOSED);
      const participant = s.participants[c.supplierId];
      if (!participant && s.participation === 'invited') throw new DomainError('NotFound', PROJECT_NOT_FOUND);
      if (!participant && c.refusal) refuse('IllegalState', c.refusal);
      if (s.deposit && !c.depositConfirmed) refuse('IllegalState', DEPOSIT_REQUIRED);
      const cleared = !s.deposit || s.depositCleared.includes(c.supplierId);
      if (participant && cleared) return []; // once: a repeated 报名 or confirmation adds nothing
      return [
        {
          type: 'SourcingSupplierJoined',
          data: {
            supplierId: c.supplierId,
            supplierName: participant?.name ?? c.supplierName,
            depositConfirmed: c.depositConfirmed,
            at,
          },
        },
      ];
    }
    case 'CancelProject': {
      const s = found(state);
      if (s.status === 'cancelled') refuse('IllegalState', PROJECT_CANCELLED);
      if (awardedStates.includes(s.status)) refuse('IllegalState', CANCEL_AFTER_AWARD);
      return [
        {
          type: 'SourcingProjectCancelled',
          data: { reason: command.reason, notified: Object.keys(s.participants), by: command.by, at },
        },
      ];
    }
    case 'ChangeConditions':
      return [changeConditions(found(state), command)];
    default: {
      const never: never = command;
      return never;
    }
  }
}

/**
 * 变更 while bidding: the lines and/or the round's deadline change, every quote placed so far is void,
 * and a change less than CHANGE_EXTENSION_HOURS before the (new) deadline moves it that much later.
 */
function changeConditions(
  s: Project,
  c: Extract<ProjectCommand, { type: 'ChangeConditions' }>,
): SourcingProjectEvent {
  refuseBidChange(s);
  if (s.status !== 'bidding' || !s.deadline) refuse('IllegalState', CHANGE_NOT_BIDDING);
  if (c.lines.length === 0 && c.deadline === null) refuse('ValidationFailed', CHANGE_NOTHING);
  if (c.deadline) checkDeadline(c.deadline, c.now, 'deadline');
  const lines = s.lines.map((l) => ({ ...l }));
  c.lines.forEach((change, i) => {
    const line = lines.find((l) => l.lineId === change.lineId);
    if (!line) return refuse('ValidationFailed', CHANGE_LINE_UNKNOWN, `lines.${i}.lineId`);
    if (change.quantity !== undefined) {
      if (!isPositive(change.quantity)) refuse('ValidationFailed', '数量必须大于0', `lines.${i}.quantity`);
      line.quantity = canonical(change.quantity, 'quantity');
    }
    if (change.ceilingPrice !== undefined) {
      if (change.ceilingPrice !== null && !isPositive(change.ceilingPrice)) {
        refuse('ValidationFailed', CEILING_NOT_POSITIVE, `lines.${i}.ceilingPrice`);
      }
      line.ceilingPrice = change.ceilingPrice === null ? null : canonical(change.ceilingPrice, 'price');
    }
    if (change.deliveryDate !== undefined) line.deliveryDate = change.deliveryDate;
    if (change.deliveryPlace !== undefined) line.deliveryPlace = change.deliveryPlace;
  });
  const wanted = c.deadline ?? new Date(s.deadline!);
  const window = CHANGE_EXTENSION_HOURS * 3_600_000;
  const close = wanted.getTime() - c.now.getTime() < window;
  const deadline = close ? new Date(wanted.getTime() + window) : wanted;
  return {
    type: 'SourcingConditionsChanged',
    data: {
      round: s.round,
      reason: c.reason,
      lines,
      deadline: deadline.toISOString(),
      extendedHours: close ? CHANGE_EXTENSION_HOURS : null,
      invalidated: Object.keys(s.quotes).sort(),
      by: c.by,
      at: c.now.toISOString(),
    },
  };
}

export const projectDecider: Decider<ProjectState, ProjectCommand, SourcingProjectEvent> = {
  initialState,
  evolve,
  decide,
};
