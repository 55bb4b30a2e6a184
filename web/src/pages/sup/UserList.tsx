import { UserList } from '../../modules/access';

/**
 * 子账号管理 (menu component `sup/UserList`, `/sup/company/users`): a supplier's own company's accounts,
 * added with `addSupplierUser` (always the caller's company) and given only roles the caller holds.
 */
export function Component() {
  return <UserList variant="supplier" />;
}
