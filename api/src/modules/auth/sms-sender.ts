/**
 * '0' login, '1' register, '2' forgotten password (the client's `smsmode`); '3' a phone change (账户设置);
 * '4' the portal's 信息征集 form (/planCollectInfo).
 */
export type SmsPurpose = '0' | '1' | '2' | '3' | '4';

export type SmsMessage = { mobile: string; code: string; purpose: SmsPurpose; expiresInMinutes: number };

/**
 * Delivers a verification code. A real SMS provider implements this and is passed to buildApp
 * (`smsSender`); a failure to deliver is thrown and answered as 短信发送失败.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
  /** A message without a code (邀请注册: the registration link); a sender without it only logs it. */
  notify?(notice: SmsNotice): Promise<void>;
}

export type SmsNotice = { mobile: string; text: string };

/** The development sink: the code goes to the log (never use it where strangers can log in). */
export const consoleSmsSender = (log: { info: (obj: object, msg: string) => void }): SmsSender => ({
  async send(m) {
    log.info({ mobile: m.mobile, purpose: m.purpose }, `SMS code for ${m.mobile}: ${m.code}`);
  },
  async notify(n) {
    log.info({ mobile: n.mobile }, `SMS to ${n.mobile}: ${n.text}`);
  },
});

/** The test sink: keeps every message in memory. */
export class CapturingSmsSender implements SmsSender {
  readonly sent: SmsMessage[] = [];
  readonly notices: SmsNotice[] = [];

  async send(message: SmsMessage): Promise<void> {
    this.sent.push(message);
  }

  async notify(notice: SmsNotice): Promise<void> {
    this.notices.push(notice);
  }

  /** The last code sent to `mobile`, if any. */
  lastCodeFor(mobile: string): string | undefined {
    return this.sent.findLast((m) => m.mobile === mobile)?.code;
  }
}
