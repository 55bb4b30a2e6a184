import type { Kysely, Selectable } from 'kysely';
import type { Database, SysFileTable } from '../../db/database';
import type { InlineProjection, RecordedEvent, Trx } from '../../store/types';
import type { SysFileEvent } from './file.events';

export type SysFileRow = Selectable<SysFileTable>;

/** sys_file: one row per stored upload, written in the appending transaction. */
export const sysFileProjection: InlineProjection = {
  name: 'sysFile',
  tables: ['sys_file'],
  handles: ['SysFileUploaded'],
  async apply(trx: Trx, events: readonly RecordedEvent[]) {
    for (const recorded of events) {
      const e = { type: recorded.type, data: recorded.data } as SysFileEvent;
      switch (e.type) {
        case 'SysFileUploaded':
          await trx
            .insertInto('sys_file')
            .values({
              id: e.data.id,
              tenant_id: e.data.tenantId,
              supplier_id: e.data.supplierId,
              uploaded_by: e.data.uploadedBy,
              biz: e.data.biz,
              file_name: e.data.fileName,
              path: e.data.path,
              storage_key: e.data.storageKey,
              size: e.data.size,
              mime: e.data.mime,
              created_at: new Date(e.data.uploadedAt),
            })
            .execute();
          break;
      }
    }
  },
};

export const findFileByPath = (db: Kysely<Database>, path: string) =>
  db.selectFrom('sys_file').selectAll().where('path', '=', path).executeTakeFirst();

export const findFileById = (db: Kysely<Database>, id: string) =>
  db.selectFrom('sys_file').selectAll().where('id', '=', id).executeTakeFirst();
