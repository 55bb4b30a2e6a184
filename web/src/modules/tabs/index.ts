/** The tabs module's public surface: the shell imports from here only. */
export { tabsMachine } from './machines/tabs.machine';
export type { TabsContext, TabsEvent, TabsInput } from './machines/tabs.machine';
export type { Device, TabPage, TabsNotice } from './types';
export {
  generationOf,
  HOME_CLOSE_REFUSED,
  HOME_PATH,
  HOME_TAB,
  keepAliveKeys,
  LAST_TAB_CLOSE_REFUSED,
  tabViewKey,
} from './utils/tabList';
export type { TabList } from './utils/tabList';
