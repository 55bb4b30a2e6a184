import type { RecordedEvent } from '@srm/events';
import { selfCheckEventRoutes } from '../modules/platform/index';
import { processEventRoutes } from '../modules/process/index';
import { sourcingEventRoutes } from '../modules/sourcing/index';
import { announcementEventRoutes } from '../modules/system/index';
import type { EventRouter, Route } from './gateway';

/** Every module's event -> rooms rules; an event no module routes is never pushed. */
const routers: readonly EventRouter[] = [
  selfCheckEventRoutes,
  announcementEventRoutes,
  processEventRoutes,
  sourcingEventRoutes,
];

export const routeEvent: EventRouter = (e: RecordedEvent): Route[] => routers.flatMap((r) => r(e));
