import { api, callRoute } from '../../core';
import type { NotificationSettings, ProfileChanges } from '../types';
import type { LayoutSettings } from '../utils/layoutSettings';

const SETTING = '/sys/user/login/setting';

/** The signed-in user's own account (账户设置); every call acts on the caller only. */
export const accountApi = {
  profile: () => api.get(`${SETTING}/getUserData`),
  saveProfile: (changes: ProfileChanges) => api.post(`${SETTING}/userEdit`, changes),
  sendPhoneCode: (mobile: string) => api.post('/sys/user/updateMobile/sms', { mobile }),
  changePhone: (phone: string, smscode: string) => api.put('/sys/user/updateMobile', { phone, smscode }),
  notification: () => api.get(`${SETTING}/notification`),
  saveNotification: (changes: Partial<NotificationSettings>) => api.put(`${SETTING}/notification`, changes),
  layout: () => api.get(`${SETTING}/layout`),
  saveLayout: (layout: LayoutSettings) => api.put(`${SETTING}/layout`, layout),
  providers: () => api.get('/sys/thirdApp/getThirdAccountByUserId'),
  unbind: (name: string) => api.delete('/sys/thirdApp/deleteThirdAccount', { name }),
  sessions: () => api.get('/sys/user/sessions'),
  endSessions: (ids: string[]) => api.post('/sys/user/sessions/end', { ids }),
  bind: async (name: string) =>
    (await callRoute('POST', '/sys/thirdApp/bindThirdAppAccount', { query: { name } })).result,
};

export const accountKeys = {
  profile: ['account', 'profile'] as const,
  notification: ['account', 'notification'] as const,
  layout: ['account', 'layout'] as const,
  providers: ['account', 'providers'] as const,
  sessions: ['account', 'sessions'] as const,
};
