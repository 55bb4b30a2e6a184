import { portalFormsRoutes, portalStudioRoutes, portalViewRoutes } from './portal/index';
import { definitionRoutes } from './process/index';

export * from './core/index';
export * as portal from './portal/index';
export * as process from './process/index';

/** Every route of the API, by name (unique across modules). The web's client is typed from it. */
export const routes = {
  ...definitionRoutes,
  ...portalViewRoutes,
  ...portalStudioRoutes,
  ...portalFormsRoutes,
} as const;
export type Routes = typeof routes;
