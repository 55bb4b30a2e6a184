/** The platform module's surface (the composition root imports only this file). */
export { selfCheckEventRoutes } from './platform.realtime';
export { platformRoutes } from './platform.routes';
