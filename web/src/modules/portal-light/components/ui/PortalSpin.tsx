import type { ReactNode } from 'react';
import './portal-ui.css';

export type PortalSpinProps = { spinning?: boolean; fullscreen?: boolean; children?: ReactNode };

/** A loading indicator: over its content while `spinning`, or alone across the screen. */
export function PortalSpin({ spinning = true, fullscreen, children }: PortalSpinProps) {
  if (fullscreen) return <div className="portal-spin-fullscreen" role="progressbar" aria-label="加载中" />;
  return (
    <div className={`portal-spin${spinning ? ' spinning' : ''}`} aria-busy={spinning}>
      {children}
    </div>
  );
}
