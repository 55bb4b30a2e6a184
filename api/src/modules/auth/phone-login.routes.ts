import { auth as contract } from '@srm/contracts';
import { auth as errors } from '@srm/contracts';
import { system, type DomainError } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { loginResult, recordFailedLogin, withRefusalFloor, type LoginDeps } from './login-result';
import { notAuthenticated, smsCodeRefused } from './refusals';
import { redeemSmsCode, smsCodeHash } from './sms-codes';
import { sendSmsCode, SILENT, SMS_SENT } from './send-sms-code';
import { SMS_OFF, type SmsSender } from './sms-sender';

export { SMS_SEND_FAILED, SMS_SENT, SMS_TOO_MANY_FROM_ADDRESS, SMS_TOO_MANY_TODAY } from './send-sms-code';

/** smsmode 1 (supplier registration) for a phone an account already has. */
export const SMS_PHONE_TAKEN = system.SMS_PHONE_TAKEN;
export const SMS_CODE_WRONG = errors.AUTH_ERRORS.SmsCodeWrong;
export const SMS_CODE_EXPIRED = errors.AUTH_ERRORS.SmsCodeExpired;

/**
 * Spec §7 "Session": `POST /account/sms` sends a six-digit code (5 minutes, single use; one a
 * minute and ten a day per phone, twenty requests an hour per address) and `POST /sys/phoneLogin`
 * exchanges it for the login result. Wrong codes count towards the account lock like wrong passwords.
 */
export const phoneLoginRoutes =
  (deps: LoginDeps & { smsSender: SmsSender; secret: string }): FastifyPluginAsync =>
  async (app) => {
    const { services, smsSender, secret } = deps;

    contractRoute(app, contract.authRoutes.authSendSms, {
      handler: async ({ req, body: { mobile: phone, smsmode } }) => {
        const db = services.db();
        await sendSmsCode({
          db,
          now: services.now(),
          secret,
          smsSender,
          log: req.log,
          phone,
          purpose: smsmode,
          ip: req.ip,
          check: async () => {
            const user = await system.findUserByPhone(db, phone);
            // Registration (POST /auth/register) needs a phone no account has; the other purposes one that has.
            if (smsmode === '1') {
              try {
                system.checkRegistrationPhone(user !== undefined && user !== null);
              } catch (error) {
                return { error: error as DomainError, record: true };
              }
            }
            // [SEC1] 8: a phone of no account is answered as one with an account (its code is stored under
            // the same limits and never sent), so the answer does not tell whether an account exists.
            // Registration, above, must say so (and the address limit keeps that slow).
            if (smsmode !== '1' && !user) return SILENT;
            return null;
          },
        });
        return ok(null, SMS_SENT);
      },
    });

    const phoneLogin = async (req: FastifyRequest, phone: string, captcha: string) => {
      const db = services.db();
      const now = services.now();
      const user = await system.findUserByPhone(db, phone);
      // [SEC1] 8: a phone of no account has a (never sent) code too, and a locked account's is checked
      // like any other: wrong and expired codes answer alike for all three, and only the right code
      // learns of the lock (it is spent then).
      const verdict = await redeemSmsCode(db, {
        phone,
        purpose: '0',
        now,
        codeHash: smsCodeHash(secret, phone, '0', captcha),
      });
      if (verdict === 'expired') throw smsCodeRefused('expired');
      const locked = user?.locked_until != null && now.getTime() < new Date(user.locked_until).getTime();
      if (verdict === 'wrong') {
        // Counts towards the lock like a wrong password (a lock already on counts nothing more).
        if (user && !locked) await recordFailedLogin(deps, user, req, 'phone');
        throw smsCodeRefused('wrong');
      }
      if (!user) throw smsCodeRefused('expired');
      if (locked) throw notAuthenticated('AccountLocked');
      return loginResult(deps, user, req, 'phone');
    };

    contractRoute(app, contract.authRoutes.authPhoneLogin, {
      handler: async ({ req, body: { mobile: phone, captcha } }) => {
        if (smsSender.disabled) throw new HttpError(501, SMS_OFF);
        return withRefusalFloor(() => phoneLogin(req, phone, captcha));
      },
    });
  };
