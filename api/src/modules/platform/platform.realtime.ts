import type { RecordedEvent } from '@srm/events';
import { PUBLIC_ROOM } from '@srm/contracts/realtime';
import type { Route } from '../../realtime/gateway';

/** Self-checks carry no business data: everyone watching the status page sees them. */
export function selfCheckEventRoutes(e: RecordedEvent): Route[] {
  if (!e.streamId.startsWith('selfCheck-')) return [];
  return [{ rooms: [PUBLIC_ROOM], data: e.data }];
}
