/** 账户设置 (spec §2 "account centre and settings"): the user's own profile, security, bindings, notification and layout settings. */
export {
  ACCOUNT_SECTIONS,
  AccountSettingsLayout,
  accountSettingsPath,
} from './components/AccountSettingsLayout';
export type { AccountSection, AccountSettingsLayoutProps } from './components/AccountSettingsLayout';
export { ChangeEmailModal } from './components/ChangeEmailModal';
export type { ChangeEmailModalProps } from './components/ChangeEmailModal';
export { ChangePhoneModal } from './components/ChangePhoneModal';
export type { ChangePhoneModalProps } from './components/ChangePhoneModal';
export { LayoutChoice } from './components/LayoutChoice';
export type { LayoutChoiceProps } from './components/LayoutChoice';
export { LayoutSettingsForm } from './components/LayoutSettingsForm';
export { SessionList } from './components/SessionList';
export { ThemeColorPicker } from './components/ThemeColorPicker';
export type { ThemeColorPickerProps } from './components/ThemeColorPicker';
export { useAccountProfile } from './hooks/useAccountProfile';
export { useLayoutSettings } from './hooks/useLayoutSettings';
export { useNotificationSettings } from './hooks/useNotificationSettings';
export { accountApi, accountKeys } from './services/accountApi';
export { layoutSettingsStore } from './services/layoutSettingsStore';
export { headerVisible, LAYOUT_CHOICES, LAYOUT_SWITCHES } from './utils/layoutSettings';
export type { LayoutSettings } from './utils/layoutSettings';
export { formatCst, maskEmail, maskPhone } from './utils/mask';
export { profileUserInfo } from './utils/profileUserInfo';
export type {
  AccountProfile,
  LoginProvider,
  LoginSession,
  NotificationSettings,
  ProfileChanges,
} from './types';
