import { DomainError } from '../../errors';
import type { Decider } from '../../store/command';
import type { SysFileEvent, SysFileUploaded } from './file.events';

export type SysFileState = { status: 'none' } | { status: 'stored'; file: SysFileUploaded };

/** The file's facts come from the upload route (it wrote the bytes); the clock comes in `now`. */
export type SysFileCommand = {
  type: 'RecordFileUpload';
  file: Omit<SysFileUploaded, 'uploadedAt'>;
  now: Date;
};

export const FILE_EXISTS = '文件已存在';

export const initialState = (): SysFileState => ({ status: 'none' });

export function evolve(state: SysFileState, event: SysFileEvent): SysFileState {
  switch (event.type) {
    case 'SysFileUploaded':
      return { status: 'stored', file: event.data };
    default: {
      const never: never = event.type;
      return never;
    }
  }
}

export function decide(command: SysFileCommand, state: SysFileState): SysFileEvent[] {
  switch (command.type) {
    case 'RecordFileUpload':
      if (state.status !== 'none')
        throw new DomainError('IllegalState', FILE_EXISTS, { id: command.file.id });
      return [{ type: 'SysFileUploaded', data: { ...command.file, uploadedAt: command.now.toISOString() } }];
    default: {
      const never: never = command.type;
      return never;
    }
  }
}

export const sysFileDecider: Decider<SysFileState, SysFileCommand, SysFileEvent> = {
  initialState,
  evolve,
  decide,
};
