/** Shapes of the 账户设置 API (api/src/modules/system/account-setting.routes.ts); no server import. */
import type { UserInfo } from '../session';

/** `GET /sys/user/login/setting/getUserData`: the login's userInfo plus the editable details. */
export type AccountProfile = UserInfo & {
  sex: number | null;
  birthday: string | null;
  email: string | null;
  phone: string | null;
  createTime: string;
  /** When the password was last set (changed, or the account made). */
  passwordTime: string | null;
};

/** What 基本设置 saves (`POST /sys/user/login/setting/userEdit`). */
export type ProfileChanges = Partial<{
  realname: string;
  avatar: string | null;
  sex: number | null;
  birthday: string | null;
  email: string | null;
}>;

/** 新消息通知: system and notice popups, account-change reports. */
export type NotificationSettings = { system: boolean; notice: boolean; security: boolean };

/** 账号绑定: one login provider that can log the user in. */
export type LoginProvider = {
  name: string;
  type: 'sso' | 'cas';
  bound: boolean;
  lastLoginTime: string | null;
};

/** 安全设置 → 登录设备: one of the user's live sessions (`GET /sys/user/sessions`). */
export type LoginSession = {
  id: string;
  device: string;
  userAgent: string | null;
  ip: string | null;
  loginMethod: string;
  loginTime: string;
  lastSeen: string;
  /** The session this browser uses. */
  current: boolean;
};
