import type { Kysely } from 'kysely';
import type { PublicType } from '@srm/contracts/portal';
import type { Database } from '../../db/database';
import { DomainError } from '../../errors';
import { findPublicNews } from './news.queries';
import { findInvitation, findPublicAnnouncement, findPublicResult } from './sourcing-notice.projection';
import { SIGN_UP_PROJECT_NOT_FOUND } from './sourcing-signup.decide';
import { findInvitationLetter } from './sourcing-signup.projection';

/** What the portal answers for an item it does not show (unknown, unpublished or another tenant's). */
export const PORTAL_ITEM_NOT_FOUND = '未找到对应数据';

const found = <T>(value: T | undefined, message = PORTAL_ITEM_NOT_FOUND): T => {
  if (value === undefined) throw new DomainError('NotFound', message);
  return value;
};

/**
 * The public pages' single items (docs/portal.md "API"): the portal tenant's, or NotFound (404).
 * The `find*` queries answer undefined instead, for callers that go on without the item.
 */
export const publicAnnouncement = async (db: Kysely<Database>, tenantId: string, id: string, now: Date) =>
  found(await findPublicAnnouncement(db, tenantId, id, now));

export const publicResult = async (db: Kysely<Database>, tenantId: string, name: string, type: PublicType) =>
  found(await findPublicResult(db, tenantId, name, type));

export const publicInvitation = async (
  db: Kysely<Database>,
  tenantId: string,
  name: string,
  type: PublicType,
) => found(await findInvitation(db, tenantId, name, type));

export const publicNews = async (db: Kysely<Database>, tenantId: string, id: string) =>
  found(await findPublicNews(db, tenantId, id));

/** The invitation letter's page: the project as the list shows it and its letter (`未找到对应项目` else). */
export async function invitationLetterPage(db: Kysely<Database>, tenantId: string, id: string, now: Date) {
  const [project, letter] = await Promise.all([
    findPublicAnnouncement(db, tenantId, id, now),
    findInvitationLetter(db, tenantId, id),
  ]);
  return found(
    project && letter ? { project, content: letter.content } : undefined,
    SIGN_UP_PROJECT_NOT_FOUND,
  );
}
