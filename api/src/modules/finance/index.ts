/** The finance module's surface (保证金; the composition root imports only this file). */
export { financeRoutes } from './finance.routes';
export type { FinanceDeps } from './finance.routes';
