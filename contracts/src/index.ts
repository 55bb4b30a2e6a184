import { ccRoutes, definitionRoutes, documentRoutes, incidentRoutes, instanceRoutes } from './process/index';

export * from './core/index';
export * as process from './process/index';

/** Every route of the API, by name (unique across modules). The web's client is typed from it. */
export const routes = {
  ...definitionRoutes,
  ...instanceRoutes,
  ...ccRoutes,
  ...incidentRoutes,
  ...documentRoutes,
} as const;
export type Routes = typeof routes;
