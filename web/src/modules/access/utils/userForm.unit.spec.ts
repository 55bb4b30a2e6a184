import { describe, expect, it } from 'vitest';
import { DEFAULT_SEX_OPTIONS, freezeAction, sexOptions, sexText, statusText, userPayload } from './userForm';

describe('user form rules', () => {
  it('names the status and offers 冻结 or 解冻', () => {
    expect(statusText(1)).toBe('正常');
    expect(statusText(2)).toBe('冻结');
    expect(freezeAction(1)).toEqual({ status: 2, label: '冻结' });
    expect(freezeAction(2)).toEqual({ status: 1, label: '解冻' });
  });

  it('reads the sex dictionary, else 1 男 2 女', () => {
    expect(sexOptions(null)).toBe(DEFAULT_SEX_OPTIONS);
    expect(sexOptions({ sex: [] })).toBe(DEFAULT_SEX_OPTIONS);
    expect(
      sexOptions({
        sex: [
          { value: '1', text: '男性' },
          { value: '2', text: '女性' },
        ],
      }),
    ).toEqual([
      { value: 1, label: '男性' },
      { value: 2, label: '女性' },
    ]);
    expect(sexText(DEFAULT_SEX_OPTIONS, 2)).toBe('女');
    expect(sexText(DEFAULT_SEX_OPTIONS, null)).toBe('');
  });

  it('adds with username and password, lists comma-joined', () => {
    expect(
      userPayload(
        {
          username: ' zhang ',
          realname: ' 张三 ',
          password: 'Abcdefg1',
          confirmpassword: 'Abcdefg1',
          phone: null,
          sex: 1,
          roleIds: ['r1', 'r2'],
          departIds: ['d1'],
        },
        { id: null, sendRoles: true, sendDeparts: true },
      ),
    ).toEqual({
      username: 'zhang',
      realname: '张三',
      password: 'Abcdefg1',
      confirmpassword: 'Abcdefg1',
      phone: '',
      email: '',
      sex: 1,
      selectedroles: 'r1,r2',
      selecteddeparts: 'd1',
    });
  });

  it('edits by id, without username or password, and keeps untouched departments', () => {
    const body = userPayload(
      { username: 'zhang', realname: '张三', password: 'x', roleIds: [], departIds: ['d1'] },
      { id: 'u1', sendRoles: true, sendDeparts: false },
    );
    expect(body).toEqual({ id: 'u1', realname: '张三', phone: '', email: '', sex: null, selectedroles: '' });
  });
});
