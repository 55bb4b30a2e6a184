import type { RecordedEvent } from '@srm/events';
import { sessionRoom } from '../../realtime/rooms';

/** An ended session's open sockets are disconnected (logout, password change, freeze, ...). */
export const sessionDisconnects = (e: RecordedEvent): string[] =>
  e.type === 'SessionEnded' && e.streamId.startsWith('session-')
    ? [sessionRoom(e.streamId.slice('session-'.length))]
    : [];
