import type { DictItems } from '../../session';

/**
 * The user forms (spec §3 "User row"; docs/system-admin.md "users"): status and sex texts, the
 * freeze action of a row, the request body, and the departments of a row found back in the tree.
 */
export const USER_STATUS = { normal: 1, frozen: 2 } as const;

/** 正常 / 冻结 (status 2). */
export const statusText = (status: number | null | undefined): string =>
  status === USER_STATUS.frozen ? '冻结' : '正常';

/** What a row offers: 解冻 a frozen user, 冻结 any other. */
export const freezeAction = (status: number | null | undefined): { status: 1 | 2; label: '冻结' | '解冻' } =>
  status === USER_STATUS.frozen
    ? { status: USER_STATUS.normal, label: '解冻' }
    : { status: USER_STATUS.frozen, label: '冻结' };

export type SexOption = { value: number; label: string };
/** Spec §3: 1 男, 2 女 (used when the `sex` dictionary is not loaded). */
export const DEFAULT_SEX_OPTIONS: readonly SexOption[] = [
  { value: 1, label: '男' },
  { value: 2, label: '女' },
];

/** The `sex` dictionary of the login answer as numeric options, else the defaults. */
export function sexOptions(dicts: DictItems | null | undefined): readonly SexOption[] {
  const items = (dicts?.['sex'] ?? []).filter((i) => Number.isInteger(Number(i.value)) && i.value !== '');
  if (items.length === 0) return DEFAULT_SEX_OPTIONS;
  return items.map((i) => ({ value: Number(i.value), label: i.text || i.label || i.title || i.value }));
}

/** The text of a sex value ('' when none). */
export const sexText = (options: readonly SexOption[], sex: number | null | undefined): string =>
  sex === null || sex === undefined ? '' : (options.find((o) => o.value === sex)?.label ?? String(sex));

export type UserFormValues = {
  username?: string;
  realname: string;
  password?: string;
  confirmpassword?: string;
  phone?: string | null;
  email?: string | null;
  sex?: number | null;
  roleIds?: string[];
  departIds?: string[];
};

/**
 * The body of add / edit: trimmed texts, roles and departments comma-joined as `selectedroles` /
 * `selecteddeparts`. A list is sent only when it is to be replaced (an edit whose departments were
 * not touched keeps them); username and password only on add.
 */
export function userPayload(
  values: UserFormValues,
  options: { id: string | null; sendRoles: boolean; sendDeparts: boolean },
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    realname: values.realname.trim(),
    phone: (values.phone ?? '').trim(),
    email: (values.email ?? '').trim(),
    sex: values.sex ?? null,
  };
  if (options.id === null) {
    body['username'] = (values.username ?? '').trim();
    body['password'] = values.password ?? '';
    body['confirmpassword'] = values.confirmpassword ?? '';
  } else {
    body['id'] = options.id;
  }
  if (options.sendRoles) body['selectedroles'] = (values.roleIds ?? []).join(',');
  if (options.sendDeparts) body['selecteddeparts'] = (values.departIds ?? []).join(',');
  return body;
}
