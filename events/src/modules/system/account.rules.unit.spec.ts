import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import {
  AVATAR_NOT_FOUND,
  AVATAR_NOT_IMAGE,
  CANNOT_DELETE_SELF,
  CANNOT_FREEZE_SELF,
  checkAvatar,
  checkGrantsExist,
  checkNewPassword,
  checkNotSelf,
  checkOwnPasswordChange,
  checkOwnProfileFields,
  checkPhoneChange,
  checkRegistrationPhone,
  DEPART_INVALID,
  fieldRefused,
  LOGIN_NOT_FOUND,
  loginProviderOf,
  OLD_PASSWORD_WRONG,
  PHONE_TAKEN,
  phoneTakenRefusal,
  PHONE_UNAVAILABLE,
  PHONE_UNCHANGED,
  ROLE_INVALID,
  SMS_PHONE_TAKEN,
  SUPPLIER_REQUIRED,
  supplierOfNewUser,
} from './account.rules';
import { PASSWORD_TOO_WEAK } from '@srm/contracts/auth';
import { OWN_PHONE_NEEDS_SMS } from './user.decide';

/** Then: the refusal's code and message. */
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    if (e instanceof DomainError) return { code: e.code, message: e.message };
    throw e;
  }
  return null;
};
const user = { tenantId: 't1', supplierId: null };
const supplierUser = { tenantId: 't1', supplierId: 's1' };

describe('own profile (基本设置)', () => {
  it('when only editable fields are sent, then nothing is refused', () => {
    expect(refusal(() => checkOwnProfileFields(['id', 'realname', 'email']))).toBeNull();
  });
  it('when the phone is sent, then it is refused: the phone needs an SMS code', () => {
    expect(refusal(() => checkOwnProfileFields(['realname', 'phone']))?.message).toBe(OWN_PHONE_NEEDS_SMS);
  });
  it('when another field is sent, then it is refused by name', () => {
    expect(refusal(() => checkOwnProfileFields(['realname', 'status']))?.message).toBe(
      fieldRefused('status'),
    );
  });
});

describe('avatar', () => {
  const image = { tenantId: 't1', supplierId: null, mime: 'image/png' };
  it('given an image of the same tenant, then it may be the avatar', () => {
    expect(refusal(() => checkAvatar(user, image))).toBeNull();
  });
  it('given no such upload, or another tenant’s, then 头像文件不存在', () => {
    expect(refusal(() => checkAvatar(user, null))?.message).toBe(AVATAR_NOT_FOUND);
    expect(refusal(() => checkAvatar(user, { ...image, tenantId: 't2' }))?.message).toBe(AVATAR_NOT_FOUND);
  });
  it('given a staff upload, a supplier’s user may not take it', () => {
    expect(refusal(() => checkAvatar(supplierUser, image))?.message).toBe(AVATAR_NOT_FOUND);
  });
  it('given a file that is not an image, then 请上传图片', () => {
    expect(refusal(() => checkAvatar(user, { ...image, mime: 'application/pdf' }))?.message).toBe(
      AVATAR_NOT_IMAGE,
    );
  });
});

describe('own password change', () => {
  it('given a wrong old password, then 旧密码输入错误 before the policy', () => {
    expect(
      refusal(() => checkOwnPasswordChange({ oldPasswordMatches: false, password: 'x', confirm: 'x' })),
    ).toEqual({ code: 'ValidationFailed', message: OLD_PASSWORD_WRONG });
  });
  it('given the right old password, then the policy and the confirmation', () => {
    const run = (password: string, confirm: string) =>
      refusal(() => checkOwnPasswordChange({ oldPasswordMatches: true, password, confirm }))?.message ?? null;
    expect(run('weak', 'weak')).toBe('密码安全等级不够！');
    expect(run('Abcdefg1', 'Abcdefg2')).toBe('两次输入的密码不一致！');
    expect(run('Abcdefg1', 'Abcdefg1')).toBeNull();
  });
});

describe('a user form meets a phone another account holds ([SEC1] 8)', () => {
  const staffOfT1 = { tenantId: 't1', supplierId: null };
  const supplierS1 = { tenantId: 't1', supplierId: 'S1' };
  const answer = (
    reach: Parameters<typeof phoneTakenRefusal>[0],
    holder: Parameters<typeof phoneTakenRefusal>[1],
  ) => {
    const e = phoneTakenRefusal(reach, holder);
    return { message: e.message, reason: e.reason };
  };
  it("given the holder is in the supplier's own company, then 该手机号已存在", () => {
    expect(answer(supplierS1, supplierS1)).toEqual({ message: PHONE_TAKEN, reason: undefined });
  });
  it('given the holder is staff or another supplier, then 该手机号不可用 (PhoneUnavailable), naming no account', () => {
    const unavailable = { message: PHONE_UNAVAILABLE, reason: 'PhoneUnavailable' };
    expect(answer(supplierS1, staffOfT1)).toEqual(unavailable);
    expect(answer(supplierS1, { tenantId: 't1', supplierId: 'S2' })).toEqual(unavailable);
    expect(answer(supplierS1, { tenantId: 't2', supplierId: 'S1' })).toEqual(unavailable);
  });
  it("given staff, then a holder of its tenant (staff or supplier) is named, another tenant's is not", () => {
    expect(answer(staffOfT1, supplierS1).message).toBe(PHONE_TAKEN);
    expect(answer(staffOfT1, { tenantId: 't2', supplierId: null }).message).toBe(PHONE_UNAVAILABLE);
  });
  it('given the holder is gone already, then nothing is named', () => {
    expect(answer(supplierS1, null).message).toBe(PHONE_UNAVAILABLE);
  });
  it('given no reach (the system, or a phone proved by SMS), then 该手机号已存在', () => {
    expect(answer(undefined, null).message).toBe(PHONE_TAKEN);
  });
});

describe('phone change and registration phone', () => {
  it('when the new phone is the current one, then 新手机号不能与当前手机号相同', () => {
    expect(refusal(() => checkPhoneChange({ phone: '138', current: '138', takenBy: null }))?.message).toBe(
      PHONE_UNCHANGED,
    );
  });
  it('given another account has it, then 该手机号已存在', () => {
    expect(refusal(() => checkPhoneChange({ phone: '139', current: '138', takenBy: 'u2' }))?.message).toBe(
      PHONE_TAKEN,
    );
  });
  it('given a free phone, then nothing is refused', () => {
    expect(refusal(() => checkPhoneChange({ phone: '139', current: null, takenBy: null }))).toBeNull();
  });
  it('given an account has the phone, registration is refused', () => {
    expect(refusal(() => checkRegistrationPhone(true))?.message).toBe(SMS_PHONE_TAKEN);
    expect(refusal(() => checkRegistrationPhone(false))).toBeNull();
  });
});

describe('login bindings', () => {
  it('given the providers open to the user, an unknown one is 未找到对应的登录方式', () => {
    const providers = [{ name: 'oa' }];
    expect(loginProviderOf(providers, 'oa')).toEqual({ name: 'oa' });
    expect(refusal(() => loginProviderOf(providers, 'cas'))?.message).toBe(LOGIN_NOT_FOUND);
  });
});

describe('user admin', () => {
  it('a supplier’s user is added with its company: the caller’s, else the form’s, else refused', () => {
    expect(supplierOfNewUser({ callerSupplierId: 's1', supplierForm: true, bodySupplierId: 's2' })).toBe(
      's1',
    );
    expect(supplierOfNewUser({ callerSupplierId: null, supplierForm: true, bodySupplierId: 's2' })).toBe(
      's2',
    );
    expect(
      supplierOfNewUser({ callerSupplierId: null, supplierForm: false, bodySupplierId: 's2' }),
    ).toBeNull();
    expect(
      refusal(() =>
        supplierOfNewUser({ callerSupplierId: null, supplierForm: true, bodySupplierId: undefined }),
      )?.message,
    ).toBe(SUPPLIER_REQUIRED);
  });
  it('given fewer of the tenant’s roles or departments found than named, then refused', () => {
    expect(refusal(() => checkGrantsExist({ roleIds: ['r1', 'r1'], rolesFound: 1 }))).toBeNull();
    expect(refusal(() => checkGrantsExist({ roleIds: ['r1', 'r2'], rolesFound: 1 }))?.message).toBe(
      ROLE_INVALID,
    );
    expect(refusal(() => checkGrantsExist({ departIds: ['d1'], departsFound: 0 }))?.message).toBe(
      DEPART_INVALID,
    );
  });
  it('when an administrator names itself, freezing and deleting are refused', () => {
    expect(refusal(() => checkNotSelf('freeze', ['u1', 'u2'], 'u1'))).toEqual({
      code: 'IllegalState',
      message: CANNOT_FREEZE_SELF,
    });
    expect(refusal(() => checkNotSelf('delete', ['u1'], 'u1'))?.message).toBe(CANNOT_DELETE_SELF);
    expect(refusal(() => checkNotSelf('delete', ['u2'], 'u1'))).toBeNull();
  });
  it("given a weak password for a new user (the add form or an import's row), then the spec's policy refuses it", () => {
    expect(refusal(() => checkNewPassword('abc12345'))).toEqual({
      code: 'ValidationFailed',
      message: PASSWORD_TOO_WEAK,
    });
    expect(refusal(() => checkNewPassword('Abc12345'))).toBeNull();
  });
});
