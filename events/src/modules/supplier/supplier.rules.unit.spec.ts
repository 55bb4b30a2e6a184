import { CREDIT_CODE_CHECKSUM } from '@srm/contracts/supplier';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { PASSWORD_TOO_WEAK } from '../system/index';
import {
  ATTACHMENT_UNKNOWN,
  CATEGORY_UNKNOWN,
  COMPANY_NAME_TAKEN,
  CREDIT_CODE_TAKEN,
  PHONE_TAKEN,
  refuseRegistration,
  refuseSubmission,
  USERNAME_TAKEN,
  type Registration,
  type RegistrationFacts,
} from './supplier.rules';

const registration: Registration = {
  companyName: '福州某某科技有限公司',
  contact: '张三',
  creditCode: '91350100M000100Y43',
  categoryIds: ['c1'],
  username: 'acme_admin',
  mobile: '13800000000',
  password: 'Secret#2026',
  confirmPassword: 'Secret#2026',
};
const nothingTaken: RegistrationFacts = {
  knownCategories: new Set(['c1']),
  taken: { companyName: false, creditCode: false, username: false, mobile: false },
};

/** Given the store's facts, when the command is checked, then this refusal (message and field), or none. */
const refusal = (run: () => void) => {
  try {
    run();
    return null;
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    return { code: e.code, message: e.message, field: e.details?.field };
  }
};

describe('supplier registration rules', () => {
  it('given nothing taken, a well-formed registration passes', () => {
    expect(refusal(() => refuseRegistration(registration, nothingTaken))).toBeNull();
  });

  it('refuses a credit code whose check character is wrong', () => {
    expect(
      refusal(() => refuseRegistration({ ...registration, creditCode: '91350100M000100Y44' }, nothingTaken)),
    ).toEqual({ code: 'ValidationFailed', message: CREDIT_CODE_CHECKSUM, field: 'creditCode' });
  });

  it('refuses a weak password', () => {
    expect(
      refusal(() =>
        refuseRegistration({ ...registration, password: 'abc', confirmPassword: 'abc' }, nothingTaken),
      ),
    ).toEqual({ code: 'ValidationFailed', message: PASSWORD_TOO_WEAK, field: 'password' });
  });

  it('given a category the tenant does not have, refuses it', () => {
    expect(
      refusal(() => refuseRegistration({ ...registration, categoryIds: ['c1', 'gone'] }, nothingTaken)),
    ).toEqual({ code: 'ValidationFailed', message: CATEGORY_UNKNOWN, field: 'categoryIds' });
  });

  it.each([
    ['companyName', COMPANY_NAME_TAKEN, 'companyName'],
    ['creditCode', CREDIT_CODE_TAKEN, 'creditCode'],
    ['username', USERNAME_TAKEN, 'username'],
    ['mobile', PHONE_TAKEN, 'mobile'],
  ] as const)('given the %s taken, refuses with its own message', (key, message, field) => {
    const facts = { ...nothingTaken, taken: { ...nothingTaken.taken, [key]: true } };
    expect(refusal(() => refuseRegistration(registration, facts))).toEqual({
      code: 'ValidationFailed',
      message,
      field,
    });
  });
});

describe('supplier completion / alteration rules', () => {
  const info = { creditCode: '91350100M000100Y43', categoryIds: ['c1'], attachments: ['sup/a.pdf'] };
  const facts = { knownCategories: new Set(['c1']), knownAttachments: new Set(['sup/a.pdf']) };

  it('given its own uploads and known categories, passes', () => {
    expect(refusal(() => refuseSubmission(info, facts))).toBeNull();
  });

  it('refuses an attachment that is not the supplier’s own upload', () => {
    expect(refusal(() => refuseSubmission({ ...info, attachments: ['other/b.pdf'] }, facts))).toEqual({
      code: 'ValidationFailed',
      message: ATTACHMENT_UNKNOWN,
      field: 'attachments',
    });
  });

  it('refuses an unknown category and a bad credit code', () => {
    expect(refusal(() => refuseSubmission({ ...info, categoryIds: ['x'] }, facts))?.message).toBe(
      CATEGORY_UNKNOWN,
    );
    expect(
      refusal(() => refuseSubmission({ ...info, creditCode: '91350100M000100Y44' }, facts))?.message,
    ).toBe(CREDIT_CODE_CHECKSUM);
  });
});
