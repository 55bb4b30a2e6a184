/** One reminder workflow per performance bond: `performanceBond-<bondId>` (a business id). */
export const performanceBondWorkflowId = (bondId: string) => `performanceBond-${bondId}`;

export type PerformanceBondReminderInput = {
  bondId: string;
  /** When to remind (ISO instant): a lead before the bond's expiry day. */
  remindAt: string;
};
