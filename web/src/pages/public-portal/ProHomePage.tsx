import { PortalHome } from '../../modules/portal-light';

/** /proHome: the advanced template's home. */
export function ProHomePage() {
  return <PortalHome template="pro" />;
}
