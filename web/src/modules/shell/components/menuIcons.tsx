import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  BankOutlined,
  DatabaseOutlined,
  FileTextOutlined,
  HomeOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The menu's icon names (antd icon names as the menu admin types them) -> icons; unknown names get a neutral one. */
const ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  search: <SearchOutlined />,
  'file-text': <FileTextOutlined />,
  'shopping-cart': <ShoppingCartOutlined />,
  'safety-certificate': <SafetyCertificateOutlined />,
  'account-book': <AccountBookOutlined />,
  team: <TeamOutlined />,
  database: <DatabaseOutlined />,
  apartment: <ApartmentOutlined />,
  setting: <SettingOutlined />,
  solution: <SolutionOutlined />,
  bank: <BankOutlined />,
};

/** Spec §2: a name ending in -c is a custom icon (an image of that name under /icons). */
export function menuIcon(name: string | null): ReactNode {
  if (!name) return undefined;
  if (name.endsWith('-c')) return <img src={`/icons/${name}.svg`} alt="" style={{ width: 14, height: 14 }} />;
  return ICONS[name] ?? <AppstoreOutlined />;
}
