import type { RecordedEvent } from '@srm/events';
import { selfCheckEventRoutes } from '../modules/platform/platform.realtime';
import type { EventRouter, Route } from './gateway';

/** Every module's event -> rooms rules; an event no module routes is never pushed. */
const routers: readonly EventRouter[] = [selfCheckEventRoutes];

export const routeEvent: EventRouter = (e: RecordedEvent): Route[] => routers.flatMap((r) => r(e));
