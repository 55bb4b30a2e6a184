import type { UserDeparts } from '../types';

export const DEPART_MODAL_TITLE = '部门选择';
export const DEPART_SELECT_PLACEHOLDER = '请选择登录部门';
export const NO_DEPARTS_WARNING = '您尚未设置部门信息!';

/** Spec §2 "Department switch": 部门选择, or 部门切换（当前部门 : X） when the current department is known. */
export const departModalTitle = (departs: UserDeparts | null): string => {
  const current = departs?.list.find((d) => d.orgCode === departs.orgCode);
  return current ? `部门切换（当前部门 : ${current.departName}）` : DEPART_MODAL_TITLE;
};
