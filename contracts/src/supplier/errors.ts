/**
 * Why a supplier may not be invited to source a category ([P5] supplier master, called by [P7]):
 * the refusal's `reason`, compared by code (CONVENTIONS 6); the message names the particulars.
 */
export const INVITE_REFUSAL_REASONS = [
  'SupplierUnknown',
  'NotAdmitted',
  'Blacklisted',
  'NotInSourcePool',
  'SourcePoolFrozen',
  'QualificationExpired',
] as const;
export type InviteRefusalReason = (typeof INVITE_REFUSAL_REASONS)[number];

/** The Chinese messages, one per reason, with what the user needs to act on. */
export const inviteRefusalMessages = {
  SupplierUnknown: () => '未找到对应供应商',
  NotAdmitted: (company: string) => `供应商「${company}」尚未准入，不能邀请`,
  Blacklisted: (company: string, reason: string, to: string | null) =>
    `供应商「${company}」在黑名单中（原因：${reason}；期限至：${to ?? '长期'}），不能邀请`,
  NotInSourcePool: (company: string, category: string) =>
    `供应商「${company}」不在品类「${category}」的资源池中，不能邀请`,
  SourcePoolFrozen: (company: string, category: string) =>
    `供应商「${company}」在品类「${category}」的资源池中已冻结，不能邀请`,
  QualificationExpired: (company: string, qualification: string, certNo: string, validTo: string) =>
    `供应商「${company}」的资质「${qualification}」（证书编号 ${certNo}）已于 ${validTo} 过期，不能邀请`,
} satisfies Record<InviteRefusalReason, (...args: never[]) => string>;
