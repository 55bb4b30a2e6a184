/** Shapes of the 账户设置 API: the contract's (@srm/contracts/system). */
export type {
  AccountProfile,
  LoginProvider,
  NotificationSettings,
  ProfileChanges,
} from '@srm/contracts/system';
export type { LoginSession } from '@srm/contracts/auth';
