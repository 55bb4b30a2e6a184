import { http } from '../../core';
import type { LayoutSettings } from '../../shell';
import type {
  AccountProfile,
  LoginProvider,
  LoginSession,
  NotificationSettings,
  ProfileChanges,
} from '../types';

const SETTING = '/sys/user/login/setting';

/** The signed-in user's own account (账户设置); every call acts on the caller only. */
export const accountApi = {
  profile: () => http.get<AccountProfile>(`${SETTING}/getUserData`),
  saveProfile: (changes: ProfileChanges) => http.post<AccountProfile>(`${SETTING}/userEdit`, changes),
  sendPhoneCode: (mobile: string) => http.post<null>('/sys/user/updateMobile/sms', { mobile }),
  changePhone: (phone: string, smscode: string) =>
    http.put<AccountProfile>('/sys/user/updateMobile', { phone, smscode }),
  notification: () => http.get<NotificationSettings>(`${SETTING}/notification`),
  saveNotification: (changes: Partial<NotificationSettings>) =>
    http.put<NotificationSettings>(`${SETTING}/notification`, changes),
  layout: () => http.get<LayoutSettings | null>(`${SETTING}/layout`),
  saveLayout: (layout: LayoutSettings) => http.put<LayoutSettings>(`${SETTING}/layout`, layout),
  providers: () => http.get<LoginProvider[]>('/sys/thirdApp/getThirdAccountByUserId'),
  unbind: (name: string) => http.delete<null>('/sys/thirdApp/deleteThirdAccount', { name }),
  sessions: () => http.get<LoginSession[]>('/sys/user/sessions'),
  endSessions: (ids: string[]) => http.post<{ count: number }>('/sys/user/sessions/end', { ids }),
  bind: (name: string) =>
    http.post<null>(`/sys/thirdApp/bindThirdAppAccount?name=${encodeURIComponent(name)}`),
};

export const accountKeys = {
  profile: ['account', 'profile'] as const,
  notification: ['account', 'notification'] as const,
  layout: ['account', 'layout'] as const,
  providers: ['account', 'providers'] as const,
  sessions: ['account', 'sessions'] as const,
};
