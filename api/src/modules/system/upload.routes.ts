import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { system as contract } from '@srm/contracts';
import { isDomainError, system } from '@srm/events';
import type { FastifyPluginAsync } from 'fastify';
import { fileTypeFromStream } from 'file-type';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { HttpError, NOT_FOUND_MESSAGE, UnreadableRequest } from '../../http/errors';
import type { Services } from '../../services';
import { fileLinkCaller, type LinkSigner } from './file-links';
import { requireCaller, type AuthDeps, type TokenService } from '../auth/index';
import {
  canRead,
  contentDisposition,
  DEFAULT_UPLOAD_EXTENSIONS,
  DEFAULT_UPLOAD_MAX_MB,
  maxBytesOf,
  NO_FILE,
  NOT_MULTIPART,
  ONE_FILE_ONLY,
  storageKeyOf,
  UPLOAD_FAILED,
  uploadPath,
} from './upload.policy';
import { LocalFileStorage, type FileStorage } from '../../http/file-storage';

export type UploadOptions = {
  /** Largest accepted file in MB (UPLOAD_MAX_MB; fractions allowed, tests use tiny ones). */
  maxMb: number;
  /** Accepted extensions, lower case (UPLOAD_EXTENSIONS). */
  extensions: readonly string[];
  /** Folder of the local-disk storage (DATA_DIR/uploads); ignored when `storage` is given. */
  dir: string;
  storage: FileStorage;
};

/** The form fields the three modes use (spec §7); anything else is ignored. */
const MODE_FIELDS = ['isup', 'biz', 'jeditor'] as const;

/** The multipart body cannot be read as one file upload (parse); the upload rules are the domain's. */
const unreadable = (message: string) => new UnreadableRequest(message);

/**
 * Spec §7 "Uploads": `POST /sys/common/upload` (multipart; modes isup / biz / jeditor) answers the
 * stored relative path as `message`; `GET /sys/common/static/<path>` streams it back to the
 * uploader's tenant (a supplier's user: its own company's files only), token in the header or a
 * signed link (`GET /sys/common/signedLink`; never a token in the URL).
 */
export const uploadRoutes =
  ({
    services,
    tokens,
    signer,
    upload = {},
  }: {
    services: Services;
    tokens: TokenService;
    signer: LinkSigner;
    upload?: Partial<UploadOptions> | undefined;
  }): FastifyPluginAsync =>
  async (app) => {
    const auth: AuthDeps = { services, tokens };
    const maxMb = upload.maxMb ?? DEFAULT_UPLOAD_MAX_MB;
    const whitelist = upload.extensions ?? DEFAULT_UPLOAD_EXTENSIONS;
    const storage = upload.storage ?? new LocalFileStorage(upload.dir ?? resolve('.data', 'uploads'));

    // Streams parts to the handler (nothing buffered): busboy stops a file at the limit and marks it truncated.
    await app.register(multipart, {
      limits: {
        fileSize: maxBytesOf(maxMb),
        files: 1,
        fields: 20,
        fieldSize: 4096,
        fieldNameSize: 100,
        parts: 30,
        headerPairs: 100,
      },
    });

    contractRoute(app, contract.fileRoutes.fileUpload, {
      auth: (req) => requireCaller(auth, req),
      handler: async ({ caller, req }) => {
        if (!req.isMultipart()) throw unreadable(NOT_MULTIPART);
        const now = services.now();
        const id = randomUUID();
        // Fields may come before or after the file (the editor sends the file first), or in the query.
        const fields: Record<string, string | undefined> = modeFields(req.query);
        let stored: { key: string; fileName: string; size: number } | undefined;
        try {
          for await (const part of req.parts()) {
            if (part.type === 'field') {
              if (
                (MODE_FIELDS as readonly string[]).includes(part.fieldname) &&
                typeof part.value === 'string'
              ) {
                fields[part.fieldname] = part.value;
              }
              continue;
            }
            const fileName = part.filename?.trim() ?? '';
            if (fileName === '') throw unreadable(NO_FILE);
            // Refuse what the fields known so far already rule out, before a byte is written.
            system.checkUploadName(fileName, fields, whitelist);
            stored = { key: storageKeyOf(id, system.extensionOf(fileName), now), fileName, size: 0 };
            stored.size = (await storage.put(stored.key, part.file)).size;
            if (part.file.truncated) throw system.uploadTooLarge(fileName, maxMb);
          }
          if (!stored) throw unreadable(NO_FILE);
          const { fileName } = stored;
          const { target, mime } = system.checkUploadedFile({
            fileName,
            fields,
            whitelist,
            size: stored.size,
            sniffed: await sniff(storage, stored.key),
          });

          const path = uploadPath(target.biz, fileName, id, now);
          const file = {
            id,
            tenantId: caller.tenantId,
            supplierId: caller.supplierId,
            uploadedBy: caller.userId,
            biz: target.biz,
            fileName,
            path,
            storageKey: stored.key,
            size: stored.size,
            mime,
          };
          await system.recordFileUpload(services.store(), file, now, {
            metadata: { actor: caller.userId, tenantId: caller.tenantId, ip: req.ip },
          });
          return ok(
            { id, path, fileName, size: file.size, mime: file.mime, biz: target.biz, mode: target.mode },
            path,
          );
        } catch (e) {
          // Nothing of a refused or failed upload stays in the storage.
          if (stored)
            await storage
              .delete(stored.key)
              .catch((err: unknown) => req.log.error({ err }, 'upload cleanup'));
          throw uploadError(e, stored?.fileName, maxMb);
        }
      },
    });

    contractRoute(app, contract.fileRoutes.fileStatic, {
      auth: (req) => fileLinkCaller(auth, signer, req),
      handler: async ({ caller, params, reply }) => {
        const path = params['*'];
        const file = path === '' ? undefined : await system.findFileByPath(services.db(), path);
        // Another tenant's or another supplier's file is answered like a missing one.
        if (!file || !canRead(caller, file)) throw new HttpError(404, NOT_FOUND_MESSAGE);
        const stream = await storage.getStream(file.storage_key);
        if (!stream) throw new HttpError(404, NOT_FOUND_MESSAGE);
        return reply
          .header('content-type', file.mime)
          .header('content-length', String(file.size))
          .header('content-disposition', contentDisposition(file.mime, file.file_name))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-cache')
          .send(stream);
      },
    });
  };

function modeFields(query: unknown): Record<string, string | undefined> {
  const q = (query ?? {}) as Record<string, unknown>;
  const fields: Record<string, string | undefined> = {};
  for (const name of MODE_FIELDS) {
    const v = q[name];
    if (typeof v === 'string') fields[name] = v;
  }
  return fields;
}

/**
 * `fileTypeFromStream` of the package's Node entry, which run time loads and which reads Node
 * streams; TypeScript's bundler resolution sees the platform-neutral typings (web streams only).
 * (Through `Readable.toWeb` small files went undetected.)
 */
const fileTypeFromNodeStream = fileTypeFromStream as unknown as (
  stream: Readable,
) => ReturnType<typeof fileTypeFromStream>;

/** What `file-type` makes of the stored bytes (it reads only as far as it needs). */
async function sniff(storage: FileStorage, key: string): Promise<system.Sniffed> {
  const stream = await storage.getStream(key);
  if (!stream) return undefined;
  try {
    const type = await fileTypeFromNodeStream(stream);
    return type ? { ext: type.ext, mime: type.mime } : undefined;
  } finally {
    stream.destroy();
  }
}

/**
 * The refusals of the multipart parser in the spec's words (400); a storage failure (disk full,
 * permissions: an errno code) stays a 500.
 */
function uploadError(e: unknown, fileName: string | undefined, maxMb: number): unknown {
  if (isDomainError(e) || e instanceof HttpError || e instanceof UnreadableRequest) return e;
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return system.uploadTooLarge(fileName ?? '文件', maxMb);
  if (code === 'FST_FILES_LIMIT') return unreadable(ONE_FILE_ONLY);
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return e;
  // Other FST_* limits, and busboy's malformed-body errors (which carry no code).
  return unreadable(UPLOAD_FAILED);
}
