import type { UserInfo } from '../../session';
import type { AccountProfile } from '../types';

/** The session's userInfo out of a saved profile (the fields the login answer has). */
export const profileUserInfo = (p: AccountProfile): UserInfo => ({
  id: p.id,
  username: p.username,
  realname: p.realname,
  avatar: p.avatar,
  isShow: p.isShow,
  orgCode: p.orgCode,
  tenantId: p.tenantId,
  supplierId: p.supplierId,
});
