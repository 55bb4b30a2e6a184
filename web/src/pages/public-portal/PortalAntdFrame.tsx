import { App as AntdApp, ConfigProvider } from 'antd';
// The ES build: the CommonJS one loses the Pagination texts in the bundle ('10 / page').
import zhCN from 'antd/es/locale/zh_CN';
import { Outlet } from 'react-router';
import { useSettings } from '../../modules/portal-light';

/**
 * The one portal page still built on antd (/planCollectInfo: its form, category tree and upload come
 * from the back office's widgets) sits under this lazy layout, so only it downloads antd. Primary
 * colour: the portal's (spec §2).
 */
export function PortalAntdFrame() {
  const settings = useSettings();
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: settings.hero.primaryColor } }}>
      <AntdApp>
        <Outlet context={settings} />
      </AntdApp>
    </ConfigProvider>
  );
}
