export type { AuthEntry, MenuItem, Permissions, ViewRoute } from './types';
export {
  breadcrumb,
  hasAction,
  isContainer,
  isCustomIcon,
  searchOptions,
  viewRoutes,
  visibleMenu,
} from './utils/menuRoutes';
export {
  entryTrail,
  menuKeys,
  scrollButtons,
  sideEntries,
  thirdLevelGrid,
  thirdLevelItems,
  THIRD_LEVEL_COLUMN_PX,
  type SideEntry,
} from './utils/sideMenu';
