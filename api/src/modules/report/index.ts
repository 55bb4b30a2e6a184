/** The report module's surface (the composition root imports only this file). */
export { reportRoutes } from './report.routes';
