import { z } from 'zod';
import { auditRow, recordRoutes } from '../system/index';
import { NEWS_TYPE_CODES } from './constants';

/** A news item as 新闻管理 lists it (the portal shows it as `NewsItem`). */
export const newsRow = z.object({
  ...auditRow,
  title: z.string(),
  content: z.string(),
  type: z.enum(NEWS_TYPE_CODES),
  /** `YYYY-MM-DD`. */
  newsDate: z.string(),
});
export type NewsRow = z.infer<typeof newsRow>;

/** 新闻管理 `/portal/news/*` (staff; each change a record event of `portalNews`). */
export const newsRecordRoutes = recordRoutes({
  key: 'news',
  base: '/portal/news',
  tag: 'portal',
  name: '新闻',
  action: 'portal:news',
  row: newsRow,
  ops: ['add', 'edit', 'editPost', 'delete', 'deleteBatch', 'list', 'queryById'],
});
