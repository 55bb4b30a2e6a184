import { ApiError, http, requestEnvelope } from '../../core';
import type { LoginResult } from '../../session/types';
import type { AnnouncementItem, AnnouncementType } from '../types';
import { wirePortalHttp } from './portalSession';

/** The project a 报名 names: by id (the letter's page) or by title and type (the list's 邀请函 dialog). */
export type SignUpTarget = { id: string } | { title: string; type: AnnouncementType };
export type MySignUp = { projectId: string; supplier: boolean; signedUp: boolean; signedUpAt: string | null };
export type PlanCollectBody = {
  projectId: string | null;
  companyName: string;
  creditCode: string;
  contact: string;
  mobile: string;
  captcha: string;
  email: string | null;
  categoryIds: string[];
  description: string;
};
/** What `/sys/login` answers (the back office's LoginResult, code '200'). */
export type PortalLoginResult = LoginResult;

/** The portal's forms (docs/portal.md "Public forms"). */
export const formsApi = {
  invitationLetter: (id: string) =>
    http.get<{ project: AnnouncementItem; content: string }>('/portal/view/invitationLetter', { id }),
  signUp: (target: SignUpTarget) => {
    wirePortalHttp();
    return http.post<{ projectId: string; signedUp: boolean }>(
      '/portal/signUp',
      'id' in target ? { projectId: target.id } : { name: target.title, type: target.type },
    );
  },
  mySignUp: (projectId: string) => {
    wirePortalHttp();
    return http.get<MySignUp>('/portal/signUp/mine', { projectId });
  },
  planCollectSms: (mobile: string) => http.post<null>('/portal/planCollect/sms', { mobile }),
  planCollectSubmit: (body: PlanCollectBody) => http.post<{ id: string }>('/portal/planCollect/submit', body),
  /**
   * The password login (the back office's call, envelope and all). Rejects with the server's message,
   * or with a non-'200' answer's (spec §8: "Login code other than '200' is rejected to the caller").
   */
  login: async (username: string, password: string): Promise<PortalLoginResult> => {
    const { status, envelope } = await requestEnvelope<PortalLoginResult>('POST', '/sys/login', {
      body: { username, password },
    });
    if (!envelope.success || String(envelope.code) !== '200') {
      throw new ApiError(envelope.message || '登录失败', status, envelope);
    }
    return envelope.result;
  },
};
