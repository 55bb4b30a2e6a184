import {
  DownOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  RightOutlined,
  UpOutlined,
} from '@ant-design/icons';
import { ConfigProvider, Drawer, Layout, Menu, Popover, theme as antdTheme, type MenuProps } from 'antd';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { menuKeys, scrollButtons, type SideEntry } from '../../menu';
import { DRAWER_WIDTH, SIDER_WIDTHS } from '../utils/siderWidths';
import { menuIcon } from './menuIcons';
import { SideMenuLink } from './SideMenuLink';
import { ThirdLevelList } from './ThirdLevelList';

export type SideMenuProps = {
  entries: SideEntry[];
  pathname: string;
  menuStyle: 'new' | 'old';
  theme: 'light' | 'dark';
  collapsed: boolean;
  isMobile: boolean;
  fixed: boolean;
  /** Distance from the top of the window when fixed (the header's height, 0 when it is hidden). */
  top: number;
  onCollapse: (collapsed: boolean) => void;
};

type Items = NonNullable<MenuProps['items']>;

/** The old style: every level as nested inline sub-menus. */
const oldItems = (entries: readonly SideEntry[], depth: number, close: () => void): Items =>
  entries.map((e) => ({
    key: e.path,
    ...(depth === 0 ? { icon: menuIcon(e.icon) } : {}),
    label: e.children.length ? e.title : <SideMenuLink entry={e} onClick={close} />,
    ...(e.children.length ? { children: oldItems(e.children, depth + 1, close) } : {}),
  }));

/** The new style: two levels; a second-level entry with children shows the third-level list beside it. */
const newItems = (
  entries: readonly SideEntry[],
  pathname: string,
  close: () => void,
  listOpen: string | null,
  setListOpen: (path: string | null) => void,
): Items =>
  entries.map((top) => ({
    key: top.path,
    icon: menuIcon(top.icon),
    label: top.children.length ? top.title : <SideMenuLink entry={top} onClick={close} />,
    ...(top.children.length
      ? {
          children: top.children.map((second) => ({
            key: second.path,
            label: second.children.length ? (
              <Popover
                placement="rightTop"
                trigger={['hover', 'click']}
                arrow={false}
                open={listOpen === second.path}
                onOpenChange={(open) => setListOpen(open ? second.path : null)}
                content={
                  <ThirdLevelList
                    parent={second}
                    pathname={pathname}
                    onNavigate={() => {
                      setListOpen(null);
                      close();
                    }}
                  />
                }
              >
                <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                  <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{second.title}</span>
                  <RightOutlined style={{ fontSize: 10 }} />
                </div>
              </Popover>
            ) : (
              <SideMenuLink entry={second} onClick={close} />
            ),
          })),
        }
      : {}),
  }));

/** A scroll area whose overflow is reached by up/down buttons (spec §2 "scroll buttons on overflow"). */
function ScrollArea({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [buttons, setButtons] = useState({ up: false, down: false });
  const { token } = antdTheme.useToken();
  const measure = () => {
    const el = ref.current;
    if (el) setButtons(scrollButtons(el.scrollTop, el.clientHeight, el.scrollHeight));
  };
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  const scroll = (direction: 1 | -1) =>
    ref.current?.scrollBy({ top: direction * ref.current.clientHeight * 0.6, behavior: 'smooth' });
  const button = (direction: 1 | -1) => (
    <button
      type="button"
      aria-label={direction < 0 ? '向上滚动菜单' : '向下滚动菜单'}
      onClick={() => scroll(direction)}
      style={{
        position: 'absolute',
        left: 0,
        right: 0,
        [direction < 0 ? 'top' : 'bottom']: 0,
        zIndex: 1,
        height: 20,
        border: 0,
        cursor: 'pointer',
        color: token.colorTextSecondary,
        background: token.colorBgElevated,
        boxShadow: token.boxShadowTertiary,
      }}
    >
      {direction < 0 ? <UpOutlined /> : <DownOutlined />}
    </button>
  );
  return (
    <div style={{ position: 'relative', flex: 1, minHeight: 0 }}>
      {buttons.up && button(-1)}
      <div
        ref={ref}
        onScroll={measure}
        data-testid="side-menu-scroll"
        style={{ height: '100%', overflowY: 'auto', scrollbarWidth: 'none' }}
      >
        <div>{children}</div>
      </div>
      {buttons.down && button(1)}
    </div>
  );
}

/**
 * The logged-in layout's side menu (spec §2, widths §9): the new style (48/120 px, two levels and a
 * third-level list) or the old one (120/160 px, nested levels), collapsible, a 120 px drawer on a
 * phone that closes when an entry is chosen; the marked entry follows the route.
 */
export function SideMenu(p: SideMenuProps) {
  const widths = SIDER_WIDTHS[p.menuStyle];
  const collapsed = p.collapsed && !p.isMobile;
  const keys = useMemo(
    () => menuKeys(p.entries, p.pathname, p.menuStyle),
    [p.entries, p.pathname, p.menuStyle],
  );
  const [openKeys, setOpenKeys] = useState<string[]>(keys.open);
  const [listOpen, setListOpen] = useState<string | null>(null);
  // Following the route opens the sub-menus that lead to it, keeping the ones the user opened.
  useEffect(() => {
    setOpenKeys((open) => [...new Set([...open, ...keys.open])]);
  }, [keys.open]);
  const { onCollapse, isMobile } = p;
  // A phone starts with the drawer shut (the header's button opens it).
  useEffect(() => {
    if (isMobile) onCollapse(true);
  }, [isMobile, onCollapse]);
  const navigate = useNavigate();
  const leaves = useMemo(() => {
    const out = new Map<string, SideEntry>();
    const walk = (list: readonly SideEntry[]) =>
      list.forEach((e) => (e.children.length ? walk(e.children) : out.set(e.path, e)));
    walk(p.entries);
    return out;
  }, [p.entries]);
  const close = useMemo(() => (isMobile ? () => onCollapse(true) : () => undefined), [isMobile, onCollapse]);
  const items = useMemo(
    () =>
      p.menuStyle === 'new'
        ? newItems(p.entries, p.pathname, close, listOpen, setListOpen)
        : oldItems(p.entries, 0, close),
    [p.menuStyle, p.entries, p.pathname, close, listOpen],
  );

  const menu = (
    <ConfigProvider
      theme={{
        components: {
          Menu: {
            collapsedWidth: widths.collapsed,
            // The new style's 120 px hold a four-character title beside its icon and arrow.
            ...(p.menuStyle === 'new'
              ? {
                  fontSize: 13,
                  padding: 8,
                  margin: 8,
                  marginXS: 4,
                  itemMarginInline: 2,
                  iconMarginInlineEnd: 6,
                }
              : {}),
          },
        },
      }}
    >
      <Menu
        mode="inline"
        theme={p.theme}
        inlineCollapsed={collapsed}
        inlineIndent={p.menuStyle === 'new' ? 12 : 16}
        selectedKeys={keys.selected}
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
        items={items}
        onClick={({ key, domEvent }) => {
          // The whole row chooses the entry, not only its text: a click beside the link follows it too.
          if ((domEvent.target as Element).closest('a')) return;
          const leaf = leaves.get(String(key));
          if (!leaf) return;
          if (leaf.external) window.open(leaf.url ?? leaf.path, '_blank', 'noopener');
          else void navigate(leaf.path);
          close();
        }}
        style={{ borderInlineEnd: 0 }}
        data-testid="side-menu"
        data-menu-style={p.menuStyle}
      />
    </ConfigProvider>
  );

  if (p.isMobile)
    return (
      <Drawer
        placement="left"
        width={DRAWER_WIDTH}
        open={!p.collapsed}
        closable={false}
        onClose={() => p.onCollapse(true)}
        styles={{ body: { padding: 0 } }}
      >
        {menu}
      </Drawer>
    );

  const width = collapsed ? widths.collapsed : widths.expanded;
  const fold = (
    <button
      type="button"
      aria-label={collapsed ? '展开菜单' : '收起菜单'}
      onClick={() => p.onCollapse(!collapsed)}
      style={{ height: 40, border: 0, background: 'transparent', cursor: 'pointer', color: 'inherit' }}
    >
      {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
    </button>
  );
  return (
    <>
      {p.fixed && <div style={{ width, flex: `0 0 ${width}px`, transition: 'all 0.2s' }} />}
      <Layout.Sider
        theme={p.theme}
        width={widths.expanded}
        collapsedWidth={widths.collapsed}
        collapsed={collapsed}
        trigger={null}
        data-testid="side-sider"
        style={{
          ...(p.fixed
            ? { position: 'fixed', top: p.top, bottom: 0, left: 0, zIndex: 100 }
            : { minHeight: '100vh', paddingTop: p.top }),
          borderInlineEnd: '1px solid rgba(5, 5, 5, 0.06)',
        }}
      >
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            height: p.fixed ? '100%' : 'auto',
            color: p.theme === 'dark' ? 'rgba(255,255,255,0.65)' : 'rgba(0,0,0,0.65)',
          }}
        >
          {p.fixed ? <ScrollArea>{menu}</ScrollArea> : menu}
          {fold}
        </div>
      </Layout.Sider>
    </>
  );
}
