/**
 * The process module's refusals a caller may need to tell apart (CONVENTIONS 2b, 6): a machine-readable
 * `reason` with its Chinese message, one definition each. Code compares the reason, never the text.
 */
export const PROCESS_ERRORS = {
  /** The instance has ended (approved, rejected, withdrawn, cancelled or terminated): nothing more happens to it. */
  ProcessEnded: '流程已结束',
} as const;
export type ProcessErrorReason = keyof typeof PROCESS_ERRORS;

export const PROCESS_ENDED = PROCESS_ERRORS.ProcessEnded;
