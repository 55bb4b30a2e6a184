import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { sessionStore } from '../../shell';
import type { PortalSettings } from '../types';
import { headerImmersed } from '../utils/slides';

export type PortalHeaderProps = { settings: PortalSettings; homePath: string; immersive: boolean };

/** Top navigation (spec §2): visible entries of the nav sitemap; immersed over the hero until 64 px of scroll. */
export function PortalHeader({ settings, homePath, immersive }: PortalHeaderProps) {
  const [scrollY, setScrollY] = useState(() => window.scrollY);
  useEffect(() => {
    const onScroll = () => setScrollY(window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const immersed = immersive && headerImmersed(scrollY);
  const signedIn = sessionStore.readToken() !== null;
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
            <Link to="/dashboard/analysis">
              <Button type="primary">进入工作台</Button>
            </Link>
          ) : (
            <>
              <Link to="/user/login">
                <Button type={immersed ? 'default' : 'primary'} ghost={immersed}>
                  登录
                </Button>
              </Link>
              <Link to="/register">
                <Button ghost={immersed}>注册</Button>
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
