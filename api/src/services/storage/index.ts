/**
 * Where uploaded photos live. Default: local disk under `$ZAALPLEK_VAR_DIR/uploads`
 * (`ZAALPLEK_UPLOADS_DIR` overrides). Behind a load balancer point every process at shared
 * storage (a network disk, or another adapter implementing this interface, e.g. S3).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StorageAdapter {
  put(key: string, bytes: Buffer): Promise<void>;
  /** null when there is no such object */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

export function localDiskStorage(root: string): StorageAdapter {
  const file = (key: string) => {
    if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${randomUUID()}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, target); // readers never see half a file
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

const cache = new Map<string, StorageAdapter>();

/** The storage of this process. */
export function storageFor(varDir: string, env: NodeJS.ProcessEnv = process.env): StorageAdapter {
  const root = path.resolve(env.ZAALPLEK_UPLOADS_DIR ?? path.join(varDir, 'uploads'));
  let s = cache.get(root);
  if (!s) {
    s = localDiskStorage(root);
    cache.set(root, s);
  }
  return s;
}

export const newImageKey = (ext: string): string => `images/${randomUUID()}.${ext}`;
