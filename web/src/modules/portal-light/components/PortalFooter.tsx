import { Link } from 'react-router';
import type { PortalSettings } from '../types';
import './portal.css';

export type PortalFooterProps = { footer: PortalSettings['footer']; company: string };

/** Footer groups and links, the owning company, the support company, ICP and copyright (spec §2). */
export function PortalFooter({ footer, company }: PortalFooterProps) {
  return (
    <footer className="portal-footer" data-testid="portal-footer">
      <div className="portal-container">
        <div className="portal-footer-groups">
          {footer.siteMap
            .filter((g) => g.visible)
            .map((g) => (
              <div key={g.name} className="portal-footer-group">
                <h4>
                  <Link to={g.url}>{g.title}</Link>
                </h4>
                {g.children.map((c) => (
                  <Link key={c.title} to={c.url}>
                    {c.title}
                  </Link>
                ))}
              </div>
            ))}
        </div>
        {footer.otherLinks.length > 0 && (
          <div className="portal-footer-bottom">
            {footer.otherLinks.map((l) => (
              <a key={l.url} href={l.url} target="_blank" rel="noopener noreferrer">
                {l.title}
              </a>
            ))}
          </div>
        )}
        <div className="portal-footer-bottom">
          <span>{company}</span>
          <span>{footer.supportInfo}</span>
          <span>{footer.icpInfo}</span>
          <span>{footer.copyright}</span>
        </div>
      </div>
    </footer>
  );
}
