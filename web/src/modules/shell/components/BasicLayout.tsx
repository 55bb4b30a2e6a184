import {
  ClearOutlined,
  HomeOutlined,
  KeyOutlined,
  LogoutOutlined,
  SettingOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { ProLayout, type MenuDataItem } from '@ant-design/pro-components';
import { useMachine } from '@xstate/react';
import { App, Dropdown, Grid, Space, Spin, Typography } from 'antd';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  breadcrumb,
  searchOptions,
  sideEntries,
  viewRoutes,
  visibleMenu,
  type MenuItem,
  type ViewRoute,
} from '../../menu';
import { headerVisible, useLayoutSettings, type LayoutSettings } from '../../account';
import { errorText } from '../../core';
import { NoticeBell, NoticeSocketEffect } from '../../notice';
import { TaskArrivalEffect } from '../../process';
import { HOME_PATH, SessionActor } from '../../session';
import { tabsMachine, tabViewKey, type TabPage } from '../../tabs';
import { ViewPathContext } from '../hooks/useViewPath';
import { subscribeRouteLocations } from '../services/routeLocations';
import { greeting } from '../utils/greeting';
import { PLATFORM_NAME } from '../utils/platform';
import type { ShellScreens } from '../utils/screens';
import { SIDER_WIDTHS } from '../utils/siderWidths';
import { SettingsDrawer } from './SettingsDrawer';
import { SideMenu } from './SideMenu';
import { ChangePasswordModal } from './ChangePasswordModal';
import { menuIcon } from './menuIcons';
import { MenuSearch } from './MenuSearch';
import { TabsBar } from './TabsBar';
import { ViewErrorBoundary } from './ViewErrorBoundary';
import { viewFor } from './viewRegistry';

const toProMenu = (items: readonly MenuItem[]): MenuDataItem[] =>
  items.map((m) => ({
    path: m.path,
    name: m.meta.title,
    icon: menuIcon(m.meta.icon),
    hideInMenu: m.hidden,
    ...(m.children?.length ? { children: toProMenu(m.children) } : {}),
  }));

const pageOf = (route: ViewRoute, fullPath: string): TabPage => ({
  fullPath,
  path: route.path,
  name: route.name,
  // Spec §2: the home route is 首页 whatever the menu item is called.
  meta: { title: route.path === HOME_PATH ? '首页' : route.title, icon: null, keepAlive: route.keepAlive },
});

/** Views of open tabs: keep-alive ones stay mounted (hidden) while another tab is shown. */
function ViewHost({
  routes,
  screens,
  pages,
  activeKey,
  generations,
  onRetry,
}: {
  routes: Map<string, ViewRoute>;
  screens: ShellScreens['menu'];
  pages: readonly TabPage[];
  activeKey: string;
  generations: Readonly<Record<string, number>>;
  onRetry: (fullPath: string) => void;
}) {
  return (
    <>
      {pages
        .filter((p) => p.fullPath === activeKey || p.meta.keepAlive)
        .map((p) => {
          const route = routes.get(p.path);
          if (!route) return null;
          const View = viewFor(screens, route.component);
          const active = p.fullPath === activeKey;
          return (
            <div
              key={tabViewKey({ generations }, p.fullPath)}
              hidden={!active}
              data-testid={active ? 'active-view' : undefined}
            >
              {route.url && !route.target ? (
                <iframe
                  title={route.title}
                  src={route.url}
                  style={{ width: '100%', height: 'calc(100vh - 160px)', border: 0 }}
                />
              ) : (
                <ViewPathContext.Provider value={p.path}>
                  <ViewErrorBoundary onRetry={() => onRetry(p.fullPath)}>
                    <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
                      <View />
                    </Suspense>
                  </ViewErrorBoundary>
                </ViewPathContext.Provider>
              )}
            </div>
          );
        })}
    </>
  );
}

export type BasicLayoutProps = { menu: readonly MenuItem[]; menuScreens: ShellScreens['menu'] };

/** The logged-in layout (spec §2): side menu from the permission menu, header, tabs, content. */
export function BasicLayout({ menu, menuScreens }: BasicLayoutProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const session = SessionActor.useActorRef();
  const userInfo = SessionActor.useSelector((s) => s.context.userInfo);
  const { message } = App.useApp();
  const visible = useMemo(() => visibleMenu(menu), [menu]);
  const entries = useMemo(() => sideEntries(visible), [visible]);
  const [collapsed, setCollapsed] = useState(false);
  const screens = Grid.useBreakpoint();
  const narrow = screens.md === false;
  const routes = useMemo(() => new Map(viewRoutes(menu).map((r) => [r.path, r])), [menu]);
  const options = useMemo(() => searchOptions(menu), [menu]);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The user's layout: this browser's cache at once, the server's copy once it answers (个性化).
  const { settings, change: changeLayout } = useLayoutSettings();
  const [scrollY, setScrollY] = useState(0);
  const showHeader = headerVisible(settings, scrollY);
  useEffect(() => {
    if (!settings.autoHideHeader) return;
    const onScroll = () => setScrollY(window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [settings.autoHideHeader]);
  const changeSettings = (next: LayoutSettings) => {
    changeLayout(next).catch((e: unknown) => void message.error(errorText(e, '保存失败')));
  };
  const fullPath = location.pathname + location.search;
  const current = routes.get(location.pathname);
  // A menu without the staff home (a supplier's) makes its first view the home tab.
  const home = routes.get(HOME_PATH) ?? routes.values().next().value;

  const [tabs, send] = useMachine(tabsMachine, {
    input: {
      current: current
        ? pageOf(current, fullPath)
        : { fullPath, path: location.pathname, name: '', meta: { title: '', icon: null, keepAlive: false } },
      device: window.innerWidth < 576 ? 'mobile' : 'desktop',
      multipage: settings.multipage,
      ...(home ? { home: pageOf(home, home.path) } : {}),
    },
  });

  useEffect(() => {
    send({ type: 'tabs.multipage', enabled: settings.multipage });
  }, [settings.multipage, send]);
  // Spec §4: multi-tab is off on a phone (only the current route is kept).
  useEffect(() => {
    const onResize = () =>
      send({ type: 'tabs.device', device: window.innerWidth < 576 ? 'mobile' : 'desktop' });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [send]);
  // The route drives the tabs: a new path opens (or activates) its tab, also when a quicker
  // navigation superseded its render.
  useEffect(() => {
    if (current) send({ type: 'tab.open', page: pageOf(current, fullPath) });
  }, [current, fullPath, send]);
  useEffect(
    () =>
      subscribeRouteLocations(({ pathname, search }) => {
        const route = routes.get(pathname);
        if (route) send({ type: 'tab.open', page: pageOf(route, pathname + search) });
      }),
    [routes, send],
  );
  // The tabs drive the route: closing or choosing a tab navigates to the one now active.
  const lastActive = useRef(tabs.context.activeKey);
  useEffect(() => {
    if (tabs.context.activeKey !== lastActive.current) {
      lastActive.current = tabs.context.activeKey;
      if (tabs.context.activeKey !== fullPath) void navigate(tabs.context.activeKey);
    }
  }, [tabs.context.activeKey, fullPath, navigate]);
  const notice = tabs.context.notice;
  const shownNotice = useRef<number | null>(null);
  useEffect(() => {
    if (notice && shownNotice.current !== notice.id) {
      shownNotice.current = notice.id;
      void message.warning(notice.text);
    }
  }, [notice, message]);
  useEffect(() => {
    document.title = PLATFORM_NAME;
  }, [location.pathname]);

  return (
    <ProLayout
      title={PLATFORM_NAME}
      logo={false}
      layout={settings.layout === 'topmenu' ? 'top' : 'mix'}
      splitMenus={false}
      navTheme={settings.theme === 'dark' ? 'realDark' : 'light'}
      contentWidth={settings.contentWidth}
      fixSiderbar={settings.fixSiderbar}
      fixedHeader={settings.fixedHeader || settings.autoHideHeader}
      colorWeak={settings.weak}
      token={{ colorPrimary: settings.color }}
      siderWidth={SIDER_WIDTHS[settings.menuStyle].expanded}
      collapsed={collapsed}
      onCollapse={setCollapsed}
      menuRender={(props) => (
        <SideMenu
          entries={entries}
          pathname={location.pathname}
          menuStyle={settings.menuStyle}
          theme={settings.theme}
          collapsed={collapsed}
          isMobile={!!props.isMobile}
          fixed={settings.fixSiderbar}
          top={showHeader ? 56 : 0}
          onCollapse={setCollapsed}
        />
      )}
      {...(showHeader ? {} : { headerRender: false as const })}
      {...(settings.watermark
        ? { waterMarkProps: { content: userInfo?.realname || userInfo?.username || '' } }
        : {})}
      location={{ pathname: location.pathname }}
      route={{ path: '/', children: toProMenu(visible) }}
      menuItemRender={(item, dom) =>
        item.path && /^https?:\/\//.test(item.path) ? (
          <a href={item.path} target="_blank" rel="noreferrer">
            {dom}
          </a>
        ) : (
          <Link to={item.path ?? '/'}>{dom}</Link>
        )
      }
      breadcrumbRender={() =>
        breadcrumb(visible, location.pathname).map((b) => ({ title: b.title, path: b.path, href: b.path }))
      }
      actionsRender={(props) => [
        <a key="front" href="/portal/indexHome" aria-label="返回前台首页" title="返回前台首页">
          {props.isMobile ? <HomeOutlined /> : '返回前台首页'}
        </a>,
        <MenuSearch
          key="search"
          options={options}
          isMobile={!!props.isMobile}
          onChoose={(path) => {
            const o = options.find((x) => x.path === path);
            if (o?.external) window.open(routes.get(path)?.url ?? path, '_blank');
            else void navigate(path);
          }}
        />,
        <NoticeBell key="notice" />,
      ]}
      avatarProps={{
        icon: <UserOutlined />,
        // A phone's header has room for the avatar only.
        title: narrow ? undefined : (
          <span data-testid="greeting">
            {greeting(new Date().getHours())}，{userInfo?.realname || userInfo?.username}
          </span>
        ),
        render: (_, dom) => (
          <Dropdown
            menu={{
              items: [
                { key: 'center', icon: <UserOutlined />, label: '个人中心' },
                { key: 'account', icon: <SettingOutlined />, label: '账户设置' },
                { key: 'depart', icon: <SwapOutlined />, label: '切换部门' },
                { key: 'password', icon: <KeyOutlined />, label: '修改密码' },
                { key: 'cache', icon: <ClearOutlined />, label: '清理缓存' },
                { key: 'settings', icon: <SettingOutlined />, label: '系统布局配置' },
                { type: 'divider' },
                { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
              ],
              onClick: ({ key }) => {
                if (key === 'logout') session.send({ type: 'session.logout.request' });
                if (key === 'password') setPasswordOpen(true);
                if (key === 'depart') session.send({ type: 'depart.open' });
                if (key === 'center') void navigate('/account/center');
                if (key === 'account') void navigate('/account/settings/base');
                if (key === 'settings') setSettingsOpen(true);
                if (key === 'cache') {
                  session.send({ type: 'session.permissions.reload' });
                  void message.success('刷新缓存完成！');
                }
              },
            }}
          >
            <Space data-testid="user-menu">{dom}</Space>
          </Dropdown>
        ),
      }}
    >
      <TabsBar pages={tabs.context.pages} activeKey={tabs.context.activeKey} send={send} />
      <div style={{ paddingTop: 16 }}>
        {current ? (
          <ViewHost
            routes={routes}
            screens={menuScreens}
            pages={tabs.context.pages}
            activeKey={tabs.context.activeKey}
            generations={tabs.context.generations}
            onRetry={(fullPath) => send({ type: 'tab.refresh', fullPath })}
          />
        ) : (
          <Typography.Text type="secondary">很抱歉，资源未找到!</Typography.Text>
        )}
      </div>
      <SettingsDrawer
        open={settingsOpen}
        settings={settings}
        onChange={changeSettings}
        onClose={() => setSettingsOpen(false)}
      />
      <NoticeSocketEffect />
      <TaskArrivalEffect />
      <ChangePasswordModal
        open={passwordOpen}
        username={userInfo?.username ?? ''}
        onClose={() => setPasswordOpen(false)}
      />
    </ProLayout>
  );
}
