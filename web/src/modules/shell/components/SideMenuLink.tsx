import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { SideEntry } from '../../menu';

export type SideMenuLinkProps = {
  entry: SideEntry;
  onClick?: () => void;
  style?: CSSProperties;
};

/** A menu entry's link: external and target _blank entries open a new window, the rest route in the app. */
export function SideMenuLink({ entry, onClick, style }: SideMenuLinkProps) {
  if (entry.external)
    return (
      <a
        href={entry.url ?? entry.path}
        target="_blank"
        rel="noreferrer"
        title={entry.title}
        onClick={onClick}
        style={style}
      >
        {entry.title}
      </a>
    );
  return (
    <Link to={entry.path} title={entry.title} onClick={onClick} style={style}>
      {entry.title}
    </Link>
  );
}
