import type { Selectable } from 'kysely';
import type { ProcessCcTable } from '../../db/database';
import type { InlineProjection, RecordedEvent, Trx } from '../../store/types';
import type { ProcessCcReadEvent } from './cc.events';
import type { ProcessInstanceEvent } from './instance.events';

export type ProcessCcRow = Selectable<ProcessCcTable>;

const PREFIX = 'processInstance-';

/** The row of one user's 抄送: stable across rebuilds (the event's place in the log, the user). */
export const processCcId = (globalPosition: number, userId: string) => `cc${globalPosition}-${userId}`;

/** process_cc (抄送我的): a row per copied user, its read mark from the user's own stream. */
export const processCcProjection: InlineProjection = {
  name: 'processCc',
  tables: ['process_cc'],
  handles: ['ProcessCarbonCopied', 'ProcessCarbonCopyRead'],
  async apply(trx: Trx, events: readonly RecordedEvent[]) {
    for (const recorded of events) {
      const e = { type: recorded.type, data: recorded.data } as ProcessInstanceEvent | ProcessCcReadEvent;
      if (e.type === 'ProcessCarbonCopyRead') {
        await trx
          .updateTable('process_cc')
          .set({ read_at: e.data.at })
          .where('id', '=', e.data.ccId)
          .where('user_id', '=', e.data.userId)
          .where('read_at', 'is', null)
          .execute();
        continue;
      }
      if (e.type !== 'ProcessCarbonCopied') continue;
      const instanceId = recorded.streamId.slice(PREFIX.length);
      const instance = await trx
        .selectFrom('process_instance')
        .select(['tenant_id', 'title', 'definition_name', 'initiator'])
        .where('id', '=', instanceId)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('process_cc')
        .values(
          [...new Set(e.data.users)].map((user) => ({
            id: processCcId(recorded.globalPosition, user),
            tenant_id: instance.tenant_id,
            instance_id: instanceId,
            user_id: user,
            node_id: e.data.nodeId,
            node_name: e.data.nodeName,
            title: instance.title,
            process_name: instance.definition_name,
            initiator: instance.initiator,
            created_at: e.data.at,
            read_at: null,
          })),
        )
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
  },
};
