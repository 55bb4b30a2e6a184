import { PortalHome } from '../../modules/portal';

/** /proHome: the advanced template's home. */
export function ProHomePage() {
  return <PortalHome template="pro" />;
}
