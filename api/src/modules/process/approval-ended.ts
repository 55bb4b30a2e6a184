import { process as proc, type EventStore, type RecordedEvent, type Subscription } from '@srm/events';
import { sql } from 'kysely';

/** What a document module hears when its document's approval has ended. */
export type ApprovalEnded = {
  tenantId: string;
  documentType: proc.DocumentType;
  businessKey: string;
  outcome: proc.ProcessOutcome;
  instanceId: string;
};
export type ApprovalEndedHandler = (ended: ApprovalEnded) => Promise<void> | void;

/** The durable subscription's name (its checkpoint row in subscription_checkpoints). */
export const APPROVAL_ENDED_SUBSCRIPTION = 'process.approvalEnded';

const handlers = new Map<proc.DocumentType, Set<ApprovalEndedHandler>>();
const dispatchers = new Set<ApprovalEndedDispatch>();

/**
 * A document module reacts to the end of its documents' approvals (审批通过 -> 已审批, 驳回 -> 草稿...):
 * the handler runs for every root process of that document type that ends, after the end is
 * recorded, at least once (a crash or a failing handler repeats it: make it idempotent, e.g. by
 * instance id). A module calls it when it loads; returns the unregistration.
 */
export function onApprovalEnded(documentType: proc.DocumentType, handler: ApprovalEndedHandler): () => void {
  const set = handlers.get(documentType) ?? new Set();
  set.add(handler);
  handlers.set(documentType, set);
  for (const d of dispatchers) d.wake();
  return () => {
    set.delete(handler);
  };
}

type Log = { warn(obj: unknown, msg: string): void };

/**
 * Feeds ProcessEnded of the instance streams to the registered handlers from a named subscription
 * of the event log (started after the database, stopped with the app). The first run starts at the
 * log's head (ends recorded before any module listened are not replayed); later runs resume at the
 * checkpoint, so ends recorded while the API was down are delivered when it is back.
 */
export class ApprovalEndedDispatch {
  private subscription: Subscription | undefined;
  private store: EventStore | undefined;
  private starting: Promise<void> | undefined;

  constructor(private readonly log?: Log) {}

  /** Subscribes once a handler is registered (nothing to read for otherwise). */
  async start(store: EventStore): Promise<void> {
    this.store = store;
    dispatchers.add(this);
    await this.ensure();
  }

  wake(): void {
    void this.ensure().catch((e: unknown) =>
      this.log?.warn({ err: e }, 'approval-ended dispatch could not start'),
    );
  }

  /** Resolves once every ProcessEnded visible now has been handled (tests). */
  async caughtUp(): Promise<void> {
    await this.starting;
    await this.subscription?.caughtUp();
  }

  async stop(): Promise<void> {
    dispatchers.delete(this);
    await this.starting?.catch(() => {});
    await this.subscription?.stop();
    this.subscription = undefined;
    this.starting = undefined;
  }

  private ensure(): Promise<void> {
    const store = this.store;
    if (!store || this.starting || [...handlers.values()].every((s) => s.size === 0)) {
      return this.starting ?? Promise.resolve();
    }
    this.starting = (async () => {
      const head = await store.head();
      await sql`
        insert into subscription_checkpoints (name, tx_id, position)
        values (${APPROVAL_ENDED_SUBSCRIPTION}, ${head.txId}::xid8, ${head.position})
        on conflict (name) do nothing`.execute(store.db);
      this.subscription = store.subscribe({
        name: APPROVAL_ENDED_SUBSCRIPTION,
        handle: (events) => this.deliver(store, events),
        onError: (e) => this.log?.warn({ err: e }, 'an approval-ended handler failed; retrying'),
      });
    })();
    return this.starting;
  }

  private async deliver(store: EventStore, events: readonly RecordedEvent[]): Promise<void> {
    for (const e of events) {
      if (e.type !== 'ProcessEnded' || !e.streamId.startsWith('processInstance-')) continue;
      const instanceId = e.streamId.slice('processInstance-'.length);
      // A call activity's child (`<parent>.<activity>`) is part of its parent's approval.
      if (instanceId.includes('.')) continue;
      const row = await store.db
        .selectFrom('process_instance')
        .select(['tenant_id', 'document_type', 'business_key'])
        .where('id', '=', instanceId)
        .executeTakeFirst();
      if (!row?.document_type || !proc.isDocumentType(row.document_type)) continue;
      const listeners = handlers.get(row.document_type);
      if (!listeners || listeners.size === 0) continue;
      const ended: ApprovalEnded = {
        tenantId: row.tenant_id,
        documentType: row.document_type,
        businessKey: row.business_key,
        outcome: (e.data as { outcome: proc.ProcessOutcome }).outcome,
        instanceId,
      };
      for (const handler of [...listeners]) await handler(ended);
    }
  }
}
