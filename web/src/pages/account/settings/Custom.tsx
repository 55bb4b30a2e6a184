import { AccountSettingsLayout, LayoutSettingsForm } from '../../../modules/account';

/** 个性化 (/account/settings/custom): the layout settings, kept for the user on the server. */
export function Component() {
  return (
    <AccountSettingsLayout active="custom">
      <LayoutSettingsForm />
    </AccountSettingsLayout>
  );
}
