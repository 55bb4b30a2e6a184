import { api, ApiError, callEnvelope, routeUrl, type ApiEnvelope } from '../../core';
import type { LoginRequest, LoginResult } from '../types';

/**
 * Spec §8: a login answer whose code is not '200' is rejected to the caller (the envelope's code is
 * read, so each login asks for the whole envelope; the answer is the contract's `LoginResult`).
 */
async function loggedIn(call: Promise<{ status: number; envelope: ApiEnvelope<LoginResult> }>) {
  const { status, envelope } = await call;
  if (!envelope.success || String(envelope.code) !== '200') {
    throw new ApiError(envelope.message || '登录失败', status, envelope);
  }
  return envelope.result;
}

/** `GET /sys/loginMethods`: what the login page may offer besides password and phone. */
export type { LoginMethods } from '@srm/contracts/auth';

/** The session's calls (spec §7 "Session"); each login method is its own call. */
export const sessionApi = {
  login(request: LoginRequest): Promise<LoginResult> {
    switch (request.method) {
      case 'password': {
        const { method: _, ...body } = request;
        return loggedIn(callEnvelope('POST', '/sys/login', { body }));
      }
      case 'online': {
        const { method: _, ...body } = request;
        return loggedIn(callEnvelope('POST', '/sys/onlineLogin', { body }));
      }
      case 'phone':
        return loggedIn(
          callEnvelope('POST', '/sys/phoneLogin', {
            body: { mobile: request.mobile, captcha: request.captcha },
          }),
        );
      case 'sso':
        return loggedIn(callEnvelope('POST', '/sys/ssoLogin', { body: { token: request.token } }));
      case 'third':
        return loggedIn(
          callEnvelope('GET', '/thirdLogin/getLoginUser/:token', { params: { token: request.token } }),
        );
      case 'cas':
        return loggedIn(
          callEnvelope('GET', '/cas/client/validateLogin', {
            query: { ticket: request.ticket, service: request.service },
          }),
        );
    }
  },
  loginMethods: () => api.get('/sys/loginMethods'),
  /** Whether the product has a page at `path` (403 for a page not granted rather than 404). */
  routeExists: (path: string) => api.get('/sys/permission/routeExists', { path }),
  sendSms: (mobile: string) => api.post('/account/sms', { mobile, smsmode: '0' }),
  permissions: () => api.get('/sys/permission/getUserPermissionByToken'),
  /** The logout call carries the token itself: storage is already cleared when it runs. */
  logout: async (token: string) => {
    await fetch(routeUrl('POST', '/sys/logout'), { method: 'POST', headers: { 'X-Access-Token': token } });
  },
  departs: () => api.get('/sys/user/getCurrentUserDeparts'),
  selectDepart: (orgCode: string, username: string) => api.post('/sys/selectDepart', { orgCode, username }),
  changePassword: (body: {
    username: string;
    oldpassword: string;
    password: string;
    confirmpassword: string;
  }) => api.post('/sys/user/updatePassword', body),
};
