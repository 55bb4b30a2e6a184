import { describe, expect, it } from 'vitest';
import { FILE_EXISTS, decide, evolve, initialState, type SysFileCommand } from './file.decide';
import type { SysFileEvent } from './file.events';

const now = new Date('2026-11-22T08:00:00.000Z');
const file: SysFileCommand['file'] = {
  id: 'f1',
  tenantId: '0',
  supplierId: 'sup-a',
  uploadedBy: 'u1',
  biz: 'temp',
  fileName: '报价单.pdf',
  path: 'temp/报价单_1795334400000_f1.pdf',
  storageKey: '2026/11/f1.pdf',
  size: 1234,
  mime: 'application/pdf',
};
const uploaded: SysFileEvent = { type: 'SysFileUploaded', data: { ...file, uploadedAt: now.toISOString() } };
const given = (events: SysFileEvent[]) => {
  const state = events.reduce(evolve, initialState());
  return { when: (c: SysFileCommand) => () => decide(c, state) };
};

describe('sysFile decider', () => {
  it('given no file, when an upload is recorded, then the file is uploaded at the command clock', () => {
    expect(given([]).when({ type: 'RecordFileUpload', file, now })()).toEqual([uploaded]);
  });

  it('given an uploaded file, when the same id is recorded again, then it is refused', () => {
    expect(given([uploaded]).when({ type: 'RecordFileUpload', file, now })).toThrow(FILE_EXISTS);
  });
});
