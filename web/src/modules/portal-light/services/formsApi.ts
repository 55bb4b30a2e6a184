import type { PlanCollectBody } from '@srm/contracts/portal';
import { api, ApiError, callEnvelope } from '../../core';
import type { LoginResult } from '../../session';
import type { AnnouncementType } from '../types';
import { wirePortalHttp } from './portalSession';

export type { MySignUp, PlanCollectBody } from '@srm/contracts/portal';
/** The project a 报名 names: by id (the letter's page) or by title and type (the list's 邀请函 dialog). */
export type SignUpTarget = { id: string } | { title: string; type: AnnouncementType };
/** What `/sys/login` answers (the back office's LoginResult, code '200'). */
export type PortalLoginResult = LoginResult;

/** The portal's forms (docs/portal.md "Public forms"). */
export const formsApi = {
  invitationLetter: (id: string) => api.get('/portal/view/invitationLetter', { id }),
  signUp: (target: SignUpTarget) => {
    wirePortalHttp();
    return api.post(
      '/portal/signUp',
      'id' in target ? { projectId: target.id } : { name: target.title, type: target.type },
    );
  },
  mySignUp: (projectId: string) => {
    wirePortalHttp();
    return api.get('/portal/signUp/mine', { projectId });
  },
  planCollectSms: (mobile: string) => api.post('/portal/planCollect/sms', { mobile }),
  planCollectSubmit: (body: PlanCollectBody) => api.post('/portal/planCollect/submit', body),
  /**
   * The password login (the back office's call, envelope and all). Rejects with the server's message,
   * or with a non-'200' answer's (spec §8: "Login code other than '200' is rejected to the caller").
   */
  login: async (username: string, password: string): Promise<PortalLoginResult> => {
    const { status, envelope } = await callEnvelope('POST', '/sys/login', { body: { username, password } });
    if (!envelope.success || String(envelope.code) !== '200') {
      throw new ApiError(envelope.message || '登录失败', status, envelope);
    }
    return envelope.result;
  },
};
