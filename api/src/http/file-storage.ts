import { createReadStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded bytes live. Keys are relative, `/`-separated and chosen by the server (never by
 * the client). Local disk today; an S3-compatible store implements the same three calls.
 */
export type FileStorage = {
  /** Streams `content` to `key` (which must not exist yet); the bytes written. */
  put(key: string, content: Readable): Promise<{ size: number }>;
  /** The stored bytes, or undefined when there is nothing under `key`. */
  getStream(key: string): Promise<Readable | undefined>;
  /** Removes `key`; nothing there is fine. */
  delete(key: string): Promise<void>;
};

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Files under one root folder (`DATA_DIR/uploads`); a key can never name anything outside it. */
export class LocalFileStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file of a key, refusing anything that is not a plain relative path under the root. */
  private fileOf(key: string): string {
    if (!KEY.test(key) || key.split('/').some((s) => s === '.' || s === '..')) {
      throw new Error(`bad storage key: ${JSON.stringify(key)}`);
    }
    const file = resolve(this.root, key);
    const rel = relative(this.root, file);
    if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) {
      throw new Error(`storage key outside the root: ${JSON.stringify(key)}`);
    }
    return file;
  }

  async put(key: string, content: Readable): Promise<{ size: number }> {
    const file = this.fileOf(key);
    await mkdir(dirname(file), { recursive: true });
    // 'wx': never overwrite. Once the file is ours, a half-written one is removed, whatever stopped the stream.
    const handle = await open(file, 'wx', 0o640);
    const out = handle.createWriteStream();
    try {
      await pipeline(content, out);
    } catch (e) {
      await rm(file, { force: true });
      throw e;
    }
    return { size: out.bytesWritten };
  }

  async getStream(key: string): Promise<Readable | undefined> {
    const file = this.fileOf(key);
    try {
      if (!(await stat(file)).isFile()) return undefined;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw e;
    }
    return createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }
}
