/** '0' login, '1' register, '2' forgotten password (the client's `smsmode`); '3' a phone change (账户设置). */
export type SmsPurpose = '0' | '1' | '2' | '3';

export type SmsMessage = { mobile: string; code: string; purpose: SmsPurpose; expiresInMinutes: number };

/**
 * Delivers a verification code. A real SMS provider implements this and is passed to buildApp
 * (`smsSender`); a failure to deliver is thrown and answered as 短信发送失败.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** The development sink: the code goes to the log (never use it where strangers can log in). */
export const consoleSmsSender = (log: { info: (obj: object, msg: string) => void }): SmsSender => ({
  async send(m) {
    log.info({ mobile: m.mobile, purpose: m.purpose }, `SMS code for ${m.mobile}: ${m.code}`);
  },
});

/** The test sink: keeps every message in memory. */
export class CapturingSmsSender implements SmsSender {
  readonly sent: SmsMessage[] = [];

  async send(message: SmsMessage): Promise<void> {
    this.sent.push(message);
  }

  /** The last code sent to `mobile`, if any. */
  lastCodeFor(mobile: string): string | undefined {
    return this.sent.findLast((m) => m.mobile === mobile)?.code;
  }
}
