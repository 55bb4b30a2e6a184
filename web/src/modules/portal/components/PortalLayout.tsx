import { ConfigProvider, Spin } from 'antd';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePortalSettings } from '../hooks/usePortalQueries';
import { homePathOf, isHomePath } from '../utils/routes';
import { PortalFooter } from './PortalFooter';
import { PortalHeader } from './PortalHeader';
import { PortalLiveEffect } from './PortalLiveEffect';
import './portal.css';

/** The public portal's blank layout: header, the page, footer. No session, no back-office shell. */
export function PortalLayout() {
  const { data: settings, error } = usePortalSettings();
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  if (error) return <p style={{ padding: 48, textAlign: 'center' }}>{error.message}</p>;
  if (!settings) return <Spin fullscreen />;
  const homePath = pathname === '/proHome' ? '/proHome' : homePathOf(settings.template);
  // The portal's own primary colour (spec §2: #004CE0), not the back office's.
  return (
    <ConfigProvider theme={{ token: { colorPrimary: settings.hero.primaryColor } }}>
      <div className="portal-root">
        <PortalLiveEffect />
        <PortalHeader settings={settings} homePath={homePath} immersive={isHomePath(pathname)} />
        <main className="portal-main">
          <Outlet context={settings} />
        </main>
        <PortalFooter footer={settings.footer} company={settings.company.name} />
      </div>
    </ConfigProvider>
  );
}
