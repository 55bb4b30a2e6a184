import { ExternalLogin } from '../modules/shell';

/** `/user/casLogin?redirect=&ticket=`: where CAS returns; the ticket is validated for this URL without it. */
export const CasLoginPage = () => <ExternalLogin kind="cas" />;
