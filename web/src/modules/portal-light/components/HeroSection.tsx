import type { CSSProperties } from 'react';
import type { PortalSettings } from '../types';
import { CountUp } from './CountUp';
import { LoginBox } from './LoginBox';
import { PortalButton } from './ui/PortalButton';
import './portal.css';

export type HeroSectionProps = { hero: PortalSettings['hero']; showLoginBox: boolean };

const textStyle = (t: PortalSettings['hero']['title']): CSSProperties => ({
  fontSize: t.style.fontSize,
  color: t.style.color,
  textAlign: t.style.textAlign,
  fontWeight: t.isBold ? 700 : 400,
  margin: '0 0 16px',
});

/** The hero (spec §2, §3 "Hero config"): title, subtitle, button, stats counting up; colour #004CE0, height 488. */
export function HeroSection({ hero, showLoginBox }: HeroSectionProps) {
  return (
    <section
      className={`portal-hero ${hero.shape}`}
      style={{ background: hero.primaryColor, height: hero.height }}
      data-testid="portal-hero"
    >
      {hero.deco && <div className="portal-hero-deco" />}
      <div className="portal-container portal-hero-inner">
        <div className="portal-hero-text">
          <h1 style={textStyle(hero.title)}>{hero.title.text}</h1>
          <p style={textStyle(hero.subTitle)}>{hero.subTitle.text}</p>
          {hero.button.visible && (
            <PortalButton size="large" ghost href="/register">
              {hero.button.text}
            </PortalButton>
          )}
          {hero.stat.visible && (
            <div className="portal-stats">
              {hero.statsData.map((s) => (
                <div key={s.title} data-testid="portal-stat">
                  <div className="portal-stat-value">
                    <CountUp value={s.value} />
                    {s.plus && '+'}
                    <small style={{ fontSize: 14, marginLeft: 4 }}>{s.unit}</small>
                  </div>
                  <div className="portal-stat-title">{s.title}</div>
                </div>
              ))}
            </div>
          )}
        </div>
        {showLoginBox && <LoginBox />}
      </div>
    </section>
  );
}
