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
