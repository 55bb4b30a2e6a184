import {
  SOURCING_ACTIONS,
  SOURCING_STREAM_PREFIX,
  sourcingBuyerRoom,
  sourcingRoom,
  TENDER_STREAM_PREFIX,
} from '@srm/contracts/sourcing';
import { sourcing, type RecordedEvent } from '@srm/events';
import type { RoomAuthorizer } from '../../realtime/auth';
import type { Route } from '../../realtime/gateway';
import type { Services } from '../../services';
import { userActions } from '../auth/index';

/** What the participants may hear of: the project's status moved (never who quoted or at what price). */
const STATUS_CHANGES = new Set<string>([
  'SourcingProjectPublished',
  'SourcingRegistrationOpened',
  'SourcingRegistrationClosed',
  'SourcingBiddingOpened',
  'SourcingRoundClosed',
  'SourcingNegotiationOpened',
  'SourcingAwardProposed',
  'SourcingAwardReturned',
  'SourcingAwardConfirmed',
  'SourcingResultPublished',
  'SourcingProjectCancelled',
]);

const supplierRooms = (ids: readonly string[]) => [...new Set(ids)].map((id) => `supplier:${id}`);

/** The suppliers an event names as its audience (their lists refresh), from its own data only. */
function namedSuppliers(e: sourcing.SourcingProjectEvent): string[] {
  switch (e.type) {
    case 'SourcingProjectPublished':
      return e.data.suppliers ?? [];
    case 'SourcingNegotiationOpened':
      return e.data.supplierIds;
    case 'SourcingProjectCancelled':
      return e.data.notified;
    case 'SourcingAwardConfirmed':
      return e.data.lines.map((l) => l.supplierId);
    case 'SourcingSupplierInvited':
    case 'SourcingQuoteSubmitted':
      return [e.data.supplierId];
    default:
      return [];
  }
}

/**
 * A project's events as `{ projectId }` signals, the screens reload what they show (through the /sup
 * routes, which filter per supplier). Status changes reach the project's room and the suppliers the
 * event names; a quote or an invitation reaches only its own supplier and the buyer's room; anything
 * else (events of later features too) reaches the buyer's room only. Every route carries the same
 * signal, so which one a socket in several rooms gets does not matter.
 */
export function sourcingEventRoutes(e: RecordedEvent): Route[] {
  if (e.streamId.startsWith(TENDER_STREAM_PREFIX)) return tenderEventRoutes(e);
  if (!e.streamId.startsWith(SOURCING_STREAM_PREFIX)) return [];
  const projectId = e.streamId.slice(SOURCING_STREAM_PREFIX.length);
  const event = { type: e.type, data: e.data } as sourcing.SourcingProjectEvent;
  const data = { projectId };
  const routes: Route[] = [{ rooms: [sourcingBuyerRoom(projectId)], data }];
  const named = supplierRooms(namedSuppliers(event));
  if (named.length > 0) routes.push({ rooms: named, data });
  if (STATUS_CHANGES.has(e.type)) routes.push({ rooms: [sourcingRoom(projectId)], data });
  return routes;
}

/**
 * A tender's stream: the buyer's room hears every event (a bid arrived, a member confirmed, scores), the
 * sealing supplier its own bid; no other supplier hears that anyone bid. The opening itself reaches
 * everyone through the project's `SourcingTenderBidsOpened`.
 */
function tenderEventRoutes(e: RecordedEvent): Route[] {
  const projectId = e.streamId.slice(TENDER_STREAM_PREFIX.length);
  const data = { projectId };
  const routes: Route[] = [{ rooms: [sourcingBuyerRoom(projectId)], data }];
  if (e.type === 'TenderBidSealed') {
    const { supplierId } = e.data as { supplierId: string };
    routes.push({ rooms: supplierRooms([supplierId]), data });
  }
  return routes;
}

const ROOM = /^sourcing:([^:]{1,64})(:buyer)?$/;

/**
 * `sourcing:<id>`: buyers of the tenant who may list projects, and suppliers that may see the project
 * (invited or joined, or public, once published). `sourcing:<id>:buyer`: those buyers only.
 */
export const sourcingRoomAuthorizer =
  (services: Services): RoomAuthorizer =>
  async (identity, room) => {
    const m = ROOM.exec(room);
    if (!m || !identity.userId) return false;
    const [, id, buyerOnly] = m;
    const db = services.db();
    if (identity.supplierId) {
      if (buyerOnly) return false;
      return sourcing.projectVisibleTo(db, {
        tenantId: identity.tenantId,
        id: id!,
        supplierId: identity.supplierId,
      });
    }
    if (!(await userActions(db, identity.userId)).has(SOURCING_ACTIONS.projectList)) return false;
    return sourcing.projectVisibleTo(db, { tenantId: identity.tenantId, id: id!, supplierId: null });
  };
