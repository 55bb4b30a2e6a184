import { UserList } from '../../modules/access';

/** 用户管理 (menu component `system/UserList`, `/isystem/user`): the tenant's users. */
export function Component() {
  return <UserList variant="staff" />;
}
