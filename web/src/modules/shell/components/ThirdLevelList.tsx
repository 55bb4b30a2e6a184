import { theme } from 'antd';
import { THIRD_LEVEL_COLUMN_PX, thirdLevelGrid, thirdLevelItems, type SideEntry } from '../../menu';
import { SideMenuLink } from './SideMenuLink';

export type ThirdLevelListProps = {
  parent: SideEntry;
  pathname: string;
  onNavigate: () => void;
};

/** Spec §2/§9: the third level of the new-style side menu, 128 px per column, up to 4 columns. */
export function ThirdLevelList({ parent, pathname, onNavigate }: ThirdLevelListProps) {
  const { token } = theme.useToken();
  const items = thirdLevelItems(parent);
  const { columns, rows } = thirdLevelGrid(items.length);
  return (
    <nav
      aria-label={parent.title}
      data-testid="third-level-menu"
      style={{
        display: 'grid',
        gridAutoFlow: 'column',
        gridTemplateRows: `repeat(${rows}, auto)`,
        gridTemplateColumns: `repeat(${columns}, ${THIRD_LEVEL_COLUMN_PX}px)`,
        rowGap: 2,
      }}
    >
      {items.map((e) => {
        const active = e.path === pathname;
        return (
          <SideMenuLink
            key={e.path}
            entry={e}
            onClick={onNavigate}
            style={{
              display: 'block',
              padding: '5px 8px',
              borderRadius: token.borderRadiusSM,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              color: active ? token.colorPrimary : token.colorText,
              background: active ? token.colorPrimaryBg : undefined,
            }}
          />
        );
      })}
    </nav>
  );
}
