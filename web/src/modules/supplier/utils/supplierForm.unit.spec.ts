import { describe, expect, it } from 'vitest';
import type { SupplierRecord } from '../types';
import { infoBody, infoFormValues } from './supplierForm';

const record: SupplierRecord = {
  id: 'S100',
  companyName: '福建闽江石英砂有限公司',
  creditCode: '91350100M000100Y43',
  contact: '林海',
  phone: '13700000001',
  email: null,
  address: null,
  legalPerson: null,
  categoryIds: ['kaolin'],
  attachments: ['supplier/a.pdf', 'supplier/b.jpg'],
  status: 'rejected',
  statusText: '已驳回',
  admitted: false,
  rejectReason: '营业执照已过期',
  reviewComment: null,
  reviewedAt: null,
  submittedAt: null,
  createTime: '2026-11-25T00:00:00.000Z',
  categoryNames: ['高岭土'],
  files: [],
};

describe('supplier form mapping', () => {
  it('fills the form from the record: attachments as the upload field value, nulls as empty', () => {
    expect(infoFormValues(record)).toMatchObject({
      attachments: 'supplier/a.pdf,supplier/b.jpg',
      email: '',
      legalPerson: '',
      categoryIds: ['kaolin'],
    });
  });

  it('round-trips to the submit body: trimmed, empty optional fields null, code normalised', () => {
    const body = infoBody({
      ...infoFormValues(record),
      creditCode: '91350100m000100y43',
      contact: ' 林海 ',
      email: '  ',
      address: ' 福州市 ',
      attachments: 'supplier/a.pdf, ,supplier/c.pdf',
    });
    expect(body).toEqual({
      companyName: '福建闽江石英砂有限公司',
      creditCode: '91350100M000100Y43',
      legalPerson: null,
      contact: '林海',
      phone: '13700000001',
      email: null,
      address: '福州市',
      categoryIds: ['kaolin'],
      attachments: ['supplier/a.pdf', 'supplier/c.pdf'],
    });
  });
});
