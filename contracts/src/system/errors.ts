/**
 * The system module's refusals a caller must tell apart (CONVENTIONS 2b, 6): a machine-readable `reason`
 * with its Chinese message. Code compares the reason, never the text.
 */
export const SYSTEM_ERRORS = {
  /**
   * A user form's phone that an account outside the caller's reach holds (another company, another
   * tenant): refused without saying that an account has it ([SEC1] 8).
   */
  PhoneUnavailable: '该手机号不可用，请更换其他手机号',
} as const;
export type SystemErrorReason = keyof typeof SYSTEM_ERRORS;
