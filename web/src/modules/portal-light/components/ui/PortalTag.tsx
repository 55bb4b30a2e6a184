import type { ReactNode } from 'react';
import './portal-ui.css';

export type PortalTagProps = { children: ReactNode; color?: string };

const PRESETS = new Set(['blue', 'orange', 'green', 'red']);

/** A light tag: antd's preset colours (`blue`, `orange`, ...) or a solid colour (`#52c41a`). */
export function PortalTag({ children, color }: PortalTagProps) {
  if (color && !PRESETS.has(color))
    return (
      <span className="portal-tag portal-tag-solid" style={{ background: color }}>
        {children}
      </span>
    );
  return <span className={`portal-tag${color ? ` portal-tag-${color}` : ''}`}>{children}</span>;
}
