import { useEffect, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePortalSettings } from '../hooks/usePortalQueries';
import { homePathOf, isHomePath } from '@srm/contracts/portal';
import { PortalFooter } from './PortalFooter';
import { PortalHeader } from './PortalHeader';
import { PortalLiveEffect } from './PortalLiveEffect';
import { PortalSpin } from './ui/PortalSpin';
import './portal.css';

/** The public portal's blank layout: header, the page, footer. No session, no back-office shell, no antd. */
export function PortalLayout() {
  const { data: settings, error } = usePortalSettings();
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  if (error) return <p style={{ padding: 48, textAlign: 'center' }}>{error.message}</p>;
  if (!settings) return <PortalSpin fullscreen />;
  const homePath = pathname === '/proHome' ? '/proHome' : homePathOf(settings.template);
  // The portal's own primary colour (spec §2: #004CE0) for its light components.
  const primary = { '--portal-primary': settings.hero.primaryColor } as CSSProperties;
  return (
    <div className="portal-root" style={primary}>
      <PortalLiveEffect />
      <PortalHeader settings={settings} homePath={homePath} immersive={isHomePath(pathname)} />
      <main className="portal-main">
        <Outlet context={settings} />
      </main>
      <PortalFooter footer={settings.footer} company={settings.company.name} />
    </div>
  );
}
