import { PortalHome, useSettings } from '../../modules/portal-light';

/** /portal/Home, /portal/index, /portal/indexHome, /user/indexHome: the home of the chosen template (basic `se` by default). */
export function PortalHomePage() {
  return <PortalHome template={useSettings().template} />;
}
