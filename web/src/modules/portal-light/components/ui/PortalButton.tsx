import type { CSSProperties, ReactNode } from 'react';
import './portal-ui.css';

export type PortalButtonProps = {
  children: ReactNode;
  type?: 'primary' | 'default';
  ghost?: boolean;
  size?: 'middle' | 'large';
  block?: boolean;
  /** A full page load (the back office is another entry), shown as a button. */
  href?: string;
  onClick?: () => void;
  disabled?: boolean;
  style?: CSSProperties;
};

/** The portal's light button (antd's look without antd's runtime on the public pages). */
export function PortalButton({
  children,
  type = 'default',
  ghost,
  size,
  block,
  href,
  onClick,
  disabled,
  style,
}: PortalButtonProps) {
  const className = [
    'portal-btn',
    `portal-btn-${type}`,
    ghost && 'portal-btn-ghost',
    size === 'large' && 'portal-btn-lg',
    block && 'portal-btn-block',
  ]
    .filter(Boolean)
    .join(' ');
  if (href !== undefined)
    return (
      <a role="button" className={className} href={href} style={style}>
        {children}
      </a>
    );
  return (
    <button type="button" className={className} onClick={onClick} disabled={disabled} style={style}>
      {children}
    </button>
  );
}
