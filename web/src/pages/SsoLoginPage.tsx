import { ExternalLogin } from '../modules/shell';

/** `/user/ssoLogin?token=&redirect=` (public, spec §2): a trusted issuer's one-time token, `POST /sys/ssoLogin`. */
export const SsoLoginPage = () => <ExternalLogin kind="sso" />;
