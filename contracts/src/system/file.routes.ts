import { z } from 'zod';
import { defineRoutes, fileResult } from '../core/index';

/** What `POST /sys/common/upload` stored; the envelope's `message` is its relative `path` (spec §7). */
export const uploadResult = z.object({
  id: z.string(),
  path: z.string(),
  fileName: z.string(),
  size: z.number(),
  mime: z.string(),
  biz: z.string(),
  mode: z.enum(['general', 'widget', 'jeditor']),
});
export type UploadResult = z.infer<typeof uploadResult>;

/**
 * Spec §7 "Uploads": the upload (multipart, one `file` part; the fields `isup`, `biz`, `jeditor`
 * in the form or the query), the stored files, and an import's error file. Downloads take the token
 * in the header or a signed link (`/sys/common/signedLink`), never a token in the URL.
 */
export const fileRoutes = defineRoutes('system', {
  fileUpload: {
    method: 'POST',
    path: '/sys/common/upload',
    summary:
      '上传文件（multipart/form-data；isup 通用、biz 业务目录、jeditor 富文本图片），message 为存储路径',
    access: 'user',
    result: uploadResult,
  },
  fileStatic: {
    method: 'GET',
    path: '/sys/common/static/*',
    summary: '下载已上传的文件（本租户；供应商用户仅本公司的文件）',
    access: 'user',
    /** The stored path (`*`: the rest of the URL). */
    params: z.object({ '*': z.string() }),
    result: fileResult,
    file: true,
  },
  fileImportErrors: {
    method: 'GET',
    path: '/sys/common/importErrors/:name',
    summary: '下载导入的错误信息文件（.xlsx，仅导入者本人）',
    access: 'user',
    params: z.object({ name: z.string() }),
    result: fileResult,
    file: true,
  },
});
