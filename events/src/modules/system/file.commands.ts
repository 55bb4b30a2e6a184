import { DomainError, isUniqueViolation } from '../../errors';
import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import { sysFileDecider, type SysFileCommand } from './file.decide';
import { sysFileStreamId } from './file.events';

type Meta = { metadata?: EventMetadata; idempotencyKey?: string };

/** Records a file whose bytes are already in the storage; the projection makes it readable. */
export async function recordFileUpload(
  store: EventStore,
  file: SysFileCommand['file'],
  now: Date,
  meta: Meta = {},
) {
  try {
    return await handleCommand(
      store,
      sysFileStreamId(file.id),
      sysFileDecider,
      { type: 'RecordFileUpload', file, now },
      meta,
    );
  } catch (e) {
    if (isUniqueViolation(e, 'sys_file_path_key')) {
      throw new DomainError('IllegalState', '文件路径已存在，请重新上传', { path: file.path });
    }
    throw e;
  }
}
