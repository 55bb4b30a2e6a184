import { authRoutes, sessionRoutes } from './auth/index';
import { definitionRoutes } from './process/index';
import { accountRoutes, userRoutes } from './system/index';

export * from './core/index';
export * as auth from './auth/index';
export * as process from './process/index';
export * as system from './system/index';

/** Every route of the API, by name (unique across modules). The web's client is typed from it. */
export const routes = {
  ...definitionRoutes,
  ...authRoutes,
  ...sessionRoutes,
  ...userRoutes,
  ...accountRoutes,
} as const;
export type Routes = typeof routes;
