/** The platform module's public surface: pages and other modules import from here only. */
export { HealthPanel } from './components/HealthPanel';
export { LiveConnectionBadge } from './components/LiveConnectionBadge';
export { LiveEventsEffect } from './components/LiveEventsEffect';
export { LiveEventsTable } from './components/LiveEventsTable';
export { SelfCheckPanel } from './components/SelfCheckPanel';
export type { HealthReport, LiveConnection, LiveEvent } from './types';
