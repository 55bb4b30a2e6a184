import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';

/** One stored upload (spec §7 "Uploads"): who sent it, for which business key, where it lies. */
export const sysFileStream = {
  streamType: 'sysFile',
  events: {
    SysFileUploaded: z.object({
      id: z.string().min(1),
      tenantId: z.string().min(1),
      /** The uploader's supplier company; null for platform staff. Suppliers read only their own. */
      supplierId: z.string().nullable(),
      uploadedBy: z.string().min(1),
      /** The folder-like business key (`temp`, `jeditor`, ...). */
      biz: z.string().min(1).max(64),
      /** The name the user gave the file, as sent. */
      fileName: z.string().min(1).max(255),
      /** The relative path the client links to (`/sys/common/static/<path>`), unique. */
      path: z.string().min(1).max(500),
      /** Where the bytes lie in the file storage (opaque to clients). */
      storageKey: z.string().min(1).max(500),
      size: z.number().int().min(0),
      mime: z.string().min(1).max(200),
      uploadedAt: z.iso.datetime(),
    }),
  },
} satisfies StreamDefinition;

type Schemas = (typeof sysFileStream)['events'];
export type SysFileEvent = { [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> } }[keyof Schemas];
export type SysFileUploaded = Extract<SysFileEvent, { type: 'SysFileUploaded' }>['data'];

export const sysFileStreamId = (id: string) => `sysFile-${id}`;
