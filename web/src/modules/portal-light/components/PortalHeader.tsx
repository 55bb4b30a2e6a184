import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useSignedIn } from '../hooks/useSignedIn';
import type { PortalSettings } from '../types';
import { headerImmersed } from '../utils/slides';
import { PortalButton } from './ui/PortalButton';
import './portal.css';

export type PortalHeaderProps = { settings: PortalSettings; homePath: string; immersive: boolean };

/** Top navigation (spec §2): visible entries of the nav sitemap; immersed over the hero until 64 px of scroll. */
export function PortalHeader({ settings, homePath, immersive }: PortalHeaderProps) {
  // 0 on the server and in hydration (the same HTML); the browser's position once mounted.
  const [scrollY, setScrollY] = useState(0);
  useEffect(() => {
    const onScroll = () => setScrollY(window.scrollY);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const immersed = immersive && headerImmersed(scrollY);
  const signedIn = useSignedIn();
  return (
    <header
      className={`portal-header${immersed ? ' immersed' : ''}`}
      data-testid="portal-header"
      data-immersed={immersed}
    >
      <div className="portal-container portal-header-inner">
        <Link to={homePath} className="portal-logo">
          {settings.company.name} · 供应商协同平台
        </Link>
        <nav className="portal-nav">
          {settings.nav.siteMap
            .filter((n) => n.visible)
            .map((n) => (
              <NavLink key={n.name} to={n.name === 'home' ? homePath : n.url} end>
                {n.title}
              </NavLink>
            ))}
        </nav>
        <div className="portal-header-actions">
          {signedIn ? (
            <PortalButton type="primary" href="/dashboard/analysis">
              进入工作台
            </PortalButton>
          ) : (
            <>
              <PortalButton type={immersed ? 'default' : 'primary'} ghost={immersed} href="/user/login">
                登录
              </PortalButton>
              <PortalButton ghost={immersed} href="/register">
                注册
              </PortalButton>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
