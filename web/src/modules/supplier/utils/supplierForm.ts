import { normalizeCreditCode } from '../../supplier-fields';
import type { SupplierInfoValues, SupplierRecord } from '../types';

const blank = (v: string | undefined) => (v && v.trim() ? v.trim() : null);

/** The form's values for a stored record (attachments as the upload field's comma-joined paths). */
export const infoFormValues = (r: SupplierRecord): SupplierInfoValues => ({
  companyName: r.companyName,
  creditCode: r.creditCode,
  legalPerson: r.legalPerson ?? '',
  contact: r.contact,
  phone: r.phone,
  email: r.email ?? '',
  address: r.address ?? '',
  categoryIds: r.categoryIds,
  attachments: r.attachments.join(','),
});

/** The submit body: trimmed, empty optional fields as null, the credit code normalised. */
export const infoBody = (v: SupplierInfoValues) => ({
  companyName: v.companyName.trim(),
  creditCode: normalizeCreditCode(v.creditCode),
  legalPerson: blank(v.legalPerson),
  contact: v.contact.trim(),
  phone: v.phone.trim(),
  email: blank(v.email),
  address: blank(v.address),
  categoryIds: v.categoryIds ?? [],
  attachments: (v.attachments ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
});

export type SupplierInfoBody = ReturnType<typeof infoBody>;
