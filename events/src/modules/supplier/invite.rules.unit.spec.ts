import { describe, expect, it } from 'vitest';
import { refuseInvite, type InviteFacts } from './invite.rules';

/** Given: an admitted supplier, qualified in the resin pool, with a valid ISO 9001 and a valid licence. */
const base: InviteFacts = {
  supplier: { companyName: '江苏恒泰树脂有限公司', admitted: true, blacklist: null },
  category: { id: 'cat-aux-resin', name: '树脂' },
  pool: { status: 'qualified' },
  qualifications: [
    { type: 'iso9001', typeText: 'ISO 9001质量管理体系认证', certNo: 'Q-1', validTo: '2027-06-30' },
    {
      type: 'hazchem_license',
      typeText: '危险化学品经营许可证',
      certNo: '苏危化经字00001',
      validTo: '2027-01-31',
    },
    { type: 'business_license', typeText: '营业执照', certNo: '91320500MA1N00000U', validTo: null },
  ],
  today: '2026-11-27',
};
const when = (f: Partial<InviteFacts>) => refuseInvite({ ...base, ...f });

describe('may a supplier be invited to source a category', () => {
  it('admitted, not blacklisted, in the pool, qualifications valid: yes', () => {
    expect(when({})).toBeNull();
    expect(when({ pool: { status: 'potential' } })).toBeNull();
  });

  it('not admitted: refused, naming the company', () => {
    expect(when({ supplier: { ...base.supplier!, admitted: false } })).toEqual({
      reason: 'NotAdmitted',
      message: '供应商「江苏恒泰树脂有限公司」尚未准入，不能邀请',
      details: {},
    });
    expect(when({ supplier: null })?.reason).toBe('SupplierUnknown');
  });

  it('blacklisted today: refused with the reason and until when (长期 without an end)', () => {
    const barred = (from: string, to: string | null) =>
      when({ supplier: { ...base.supplier!, blacklist: { reason: '质量事故', from, to } } });
    expect(barred('2026-11-01', '2027-10-31')).toMatchObject({
      reason: 'Blacklisted',
      message: '供应商「江苏恒泰树脂有限公司」在黑名单中（原因：质量事故；期限至：2027-10-31），不能邀请',
    });
    expect(barred('2026-11-01', null)?.message).toContain('期限至：长期');
    // Ended yesterday, or starting tomorrow: not barred today.
    expect(barred('2025-01-01', '2026-11-26')).toBeNull();
    expect(barred('2026-11-28', null)).toBeNull();
    // The end day itself is still barred.
    expect(barred('2026-01-01', '2026-11-27')?.reason).toBe('Blacklisted');
  });

  it('not in the source pool for the category, or frozen there: refused naming the category', () => {
    expect(when({ pool: null })).toMatchObject({
      reason: 'NotInSourcePool',
      message: '供应商「江苏恒泰树脂有限公司」不在品类「树脂」的资源池中，不能邀请',
    });
    expect(when({ pool: { status: 'frozen' } })).toMatchObject({
      reason: 'SourcePoolFrozen',
      message: '供应商「江苏恒泰树脂有限公司」在品类「树脂」的资源池中已冻结，不能邀请',
    });
  });

  it('a qualification for the category expired: refused naming the qualification and the date', () => {
    const expired = base.qualifications.map((q) =>
      q.type === 'hazchem_license' ? { ...q, validTo: '2026-11-26' } : q,
    );
    expect(when({ qualifications: expired })).toEqual({
      reason: 'QualificationExpired',
      message:
        '供应商「江苏恒泰树脂有限公司」的资质「危险化学品经营许可证」（证书编号 苏危化经字00001）已于 2026-11-26 过期，不能邀请',
      details: { qualification: '危险化学品经营许可证', certNo: '苏危化经字00001', validTo: '2026-11-26' },
    });
    // Valid through its last day.
    const lastDay = base.qualifications.map((q) =>
      q.type === 'hazchem_license' ? { ...q, validTo: '2026-11-27' } : q,
    );
    expect(when({ qualifications: lastDay })).toBeNull();
  });

  it('a renewed certificate of the same type makes up for the expired one', () => {
    const renewed = [
      ...base.qualifications.map((q) => (q.type === 'hazchem_license' ? { ...q, validTo: '2026-10-31' } : q)),
      {
        type: 'hazchem_license',
        typeText: '危险化学品经营许可证',
        certNo: '苏危化经字00099',
        validTo: '2029-10-31',
      },
    ];
    expect(when({ qualifications: renewed })).toBeNull();
  });

  it('without a category: no pool is asked, but the blacklist and the company-wide qualifications are', () => {
    const none = { category: null, pool: null };
    expect(when(none)).toBeNull();
    expect(
      when({
        ...none,
        supplier: { ...base.supplier!, blacklist: { reason: '串通报价', from: '2026-11-01', to: null } },
      }),
    ).toMatchObject({ reason: 'Blacklisted', message: expect.stringContaining('原因：串通报价') });
    const licence = base.qualifications.map((q) =>
      q.type === 'business_license' ? { ...q, validTo: '2026-11-26' } : q,
    );
    expect(when({ ...none, qualifications: licence })).toMatchObject({
      reason: 'QualificationExpired',
      message:
        '供应商「江苏恒泰树脂有限公司」的资质「营业执照」（证书编号 91320500MA1N00000U）已于 2026-11-26 过期，不能邀请',
    });
  });

  it('checks in order: admission before blacklist before pool before qualifications', () => {
    const all: Partial<InviteFacts> = {
      supplier: { ...base.supplier!, blacklist: { reason: 'x', from: '2026-01-01', to: null } },
      pool: null,
      qualifications: [{ type: 'iso9001', typeText: 'ISO 9001', certNo: 'Q', validTo: '2020-01-01' }],
    };
    expect(when(all)?.reason).toBe('Blacklisted');
    expect(when({ ...all, supplier: { ...base.supplier!, admitted: false } })?.reason).toBe('NotAdmitted');
    expect(when({ ...all, supplier: base.supplier })?.reason).toBe('NotInSourcePool');
  });
});
