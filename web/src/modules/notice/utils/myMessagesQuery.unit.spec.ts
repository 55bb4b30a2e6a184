import { describe, expect, it } from 'vitest';
import { pageTotalText, toMyMessagesQuery } from './myMessagesQuery';

describe('my messages query', () => {
  it('pages 10 by default and keeps the chosen page', () => {
    expect(toMyMessagesQuery({})).toEqual({ pageNo: 1, pageSize: 10 });
    expect(toMyMessagesQuery({ current: 3, pageSize: 20 })).toEqual({ pageNo: 3, pageSize: 20 });
  });

  it('filters text by contains (*x*), codes exactly, and the read state 0/1 only', () => {
    expect(
      toMyMessagesQuery({
        titile: ' 春节 ',
        sender: '管理员',
        msgCategory: '2',
        priority: 'H',
        readFlag: '0',
      }),
    ).toEqual({
      pageNo: 1,
      pageSize: 10,
      titile: '*春节*',
      sender: '*管理员*',
      msgCategory: '2',
      priority: 'H',
      readFlag: '0',
    });
    expect(toMyMessagesQuery({ titile: '  ', readFlag: 'maybe' })).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('sorts by a whitelisted column only', () => {
    expect(toMyMessagesQuery({}, { sendTime: 'ascend' })).toMatchObject({ column: 'sendTime', order: 'asc' });
    expect(toMyMessagesQuery({}, { sendTime: 'descend' })).toMatchObject({
      column: 'sendTime',
      order: 'desc',
    });
    expect(toMyMessagesQuery({}, { msgContent: 'ascend' })).not.toHaveProperty('column');
    expect(toMyMessagesQuery({}, { sendTime: null })).not.toHaveProperty('column');
  });

  it('says the range and total as a-b 共N条', () => {
    expect(pageTotalText(25, [11, 20])).toBe('11-20 共25条');
  });
});
