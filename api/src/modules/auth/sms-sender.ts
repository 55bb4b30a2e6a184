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
  /** True for the stand-in of a deployment without an SMS provider: phone login and registration are off. */
  readonly disabled?: boolean;
  send(message: SmsMessage): Promise<void>;
  /** A message without a code (邀请注册: the registration link); a sender without it only logs it. */
  notify?(notice: SmsNotice): Promise<void>;
}

export type SmsNotice = { mobile: string; text: string };

/** What a phone login, a registration or any other SMS code answers while no provider is configured (501). */
export const SMS_OFF = '系统未配置短信服务，手机号登录与注册暂不可用';

/**
 * No SMS provider (production without one, or SMS_SENDER=off): nothing is sent and nothing logged;
 * the routes that need a code answer 501 SMS_OFF before they store or count anything.
 */
export const disabledSmsSender: SmsSender = {
  disabled: true,
  async send() {
    throw new Error('SMS is off');
  },
};

/**
 * The development sink: the code goes to the log. Only the development default (SMS_SENDER=console);
 * the configuration refuses it when NODE_ENV=production.
 */
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
