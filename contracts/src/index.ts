import { ccRoutes, definitionRoutes, documentRoutes, incidentRoutes, instanceRoutes } from './process/index';
import { reportRoutes } from './report/index';
import { supplierRoutes } from './supplier/index';

export * from './core/index';
export * as process from './process/index';
export * as report from './report/index';
export * as supplier from './supplier/index';

/** Every route of the API, by name (unique across modules). The web's client is typed from it. */
export const routes = {
  ...definitionRoutes,
  ...instanceRoutes,
  ...ccRoutes,
  ...incidentRoutes,
  ...documentRoutes,
  ...supplierRoutes,
  ...reportRoutes,
} as const;
export type Routes = typeof routes;
