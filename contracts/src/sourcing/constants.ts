/** 寻源 (GLOSSARY): the three kinds of sourcing project. The auction's live bidding is [P7A]. */
export const SOURCING_KINDS = ['inquiry', 'tender', 'auction'] as const;
export type SourcingKind = (typeof SOURCING_KINDS)[number];
export const SOURCING_KIND_TEXT: Record<SourcingKind, string> = {
  inquiry: '询价',
  tender: '招标',
  auction: '竞价',
};
/** Project codes: 询价 XJ, 招标 ZB, 竞价 JJ, then the year and a number (XJ-2026-000001). */
export const SOURCING_CODE_PREFIX: Record<SourcingKind, string> = {
  inquiry: 'XJ',
  tender: 'ZB',
  auction: 'JJ',
};

/** Who takes part: the invited suppliers only, or any eligible supplier (published on the portal). */
export const PARTICIPATIONS = ['invited', 'public'] as const;
export type Participation = (typeof PARTICIPATIONS)[number];
export const PARTICIPATION_TEXT: Record<Participation, string> = { invited: '邀请', public: '公开' };

/** The project's lifecycle (docs/sourcing.md): cancelled is reachable from every state before awarded. */
export const PROJECT_STATUSES = [
  'draft',
  'pendingApproval',
  'published',
  'registration',
  'bidding',
  'evaluation',
  'pendingAward',
  'awarded',
  'resultPublished',
  'cancelled',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_TEXT: Record<ProjectStatus, string> = {
  draft: '草稿',
  pendingApproval: '发布审批中',
  published: '已发布',
  registration: '报名中',
  bidding: '报价中',
  evaluation: '评审中',
  pendingAward: '定标审批中',
  awarded: '已定标',
  resultPublished: '结果已公示',
  cancelled: '已取消',
};

/** 采购申请 statuses: a rejected (or withdrawn) requisition may be submitted again. */
export const REQUISITION_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type RequisitionStatus = (typeof REQUISITION_STATUSES)[number];
export const REQUISITION_STATUS_TEXT: Record<RequisitionStatus, string> = {
  draft: '草稿',
  pending: '审批中',
  approved: '已审批',
  rejected: '已驳回',
};

/** The permission codes of the sourcing routes; the seed's 寻源管理 buttons carry exactly these (api/src/seed-data.ts). */
export const SOURCING_ACTIONS = {
  requisitionList: 'sourcing:requisition:list',
  requisitionAdd: 'sourcing:requisition:add',
  requisitionEdit: 'sourcing:requisition:edit',
  requisitionSubmit: 'sourcing:requisition:submit',
  projectList: 'sourcing:project:list',
  projectAdd: 'sourcing:project:add',
  projectEdit: 'sourcing:project:edit',
  projectInvite: 'sourcing:project:invite',
  projectSubmit: 'sourcing:project:submit',
  projectNegotiate: 'sourcing:project:negotiate',
  projectAward: 'sourcing:project:award',
  projectPublishResult: 'sourcing:project:publishResult',
  projectCancel: 'sourcing:project:cancel',
  projectChange: 'sourcing:project:change',
  clarificationList: 'sourcing:clarification:list',
  clarificationAnswer: 'sourcing:clarification:answer',
} as const;

/**
 * 变更: a change of conditions that comes less than this many hours before the bid deadline moves the
 * deadline this many hours later, so the bidders whose quotes it voided have time to quote again.
 */
export const CHANGE_EXTENSION_HOURS = 24;
export const CHANGE_EXTENSION_TEXT = `距报价截止不足${CHANGE_EXTENSION_HOURS}小时的变更，截止时间自动顺延${CHANGE_EXTENSION_HOURS}小时`;

/**
 * Decimal text on the wire (CONVENTIONS 2c: never a float): at most `int` digits before the point and
 * `scale` after it. The domain computes with a decimal library and stores `numeric`.
 */
export const decimalPattern = (int: number, scale: number) =>
  new RegExp(`^\\d{1,${int}}(\\.\\d{1,${scale}})?$`);
export const DECIMALS = {
  quantity: { int: 15, scale: 3 },
  price: { int: 14, scale: 4 },
  amount: { int: 16, scale: 2 },
  taxRate: { int: 3, scale: 2 },
} as const;
export type DecimalKind = keyof typeof DECIMALS;
export const decimalMessage = (label: string, kind: DecimalKind) =>
  `${label}应为数字，最多${DECIMALS[kind].int}位整数、${DECIMALS[kind].scale}位小数`;

/**
 * Live rooms of a project (Socket.IO): `sourcing:<id>` carries its status changes to everyone who may
 * see it (buyers of the tenant, its suppliers); `sourcing:<id>:buyer` adds what only the buyer may hear
 * of (quotes arriving, invitations). Every push is a `{ projectId }` signal: the screen reloads its view.
 */
export const sourcingRoom = (projectId: string) => `sourcing:${projectId}`;
export const sourcingBuyerRoom = (projectId: string) => `sourcing:${projectId}:buyer`;
/** The project's event stream (`sourcing-<id>`), as pushes name it. */
export const SOURCING_STREAM_PREFIX = 'sourcing-';
/** A tender's sealed bids, opening and evaluation (`tender-<projectId>`): pushed to the same rooms. */
export const TENDER_STREAM_PREFIX = 'tender-';
