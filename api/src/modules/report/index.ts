/** The report module's surface (the composition root imports only this file). */
export { reportHeadRoutes } from './report-head.routes';
export { reportRoutes } from './report.routes';
