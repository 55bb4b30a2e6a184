/** The portal module's surface (the composition root imports only this file). */
export { portalFormsRoutes } from './portal-forms.routes';
export { portalEventRoutes } from './portal.realtime';
export { DEFAULT_PORTAL_TENANT_ID, portalRoutes } from './portal.routes';
