import { UserListPage } from '../../modules/access';

/** 用户管理 (menu component `system/UserList`, `/isystem/user`): the tenant's users. */
export function Component() {
  return <UserListPage variant="staff" />;
}
