// The embedded default: objects are files in one folder of the data directory.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { assertSafeName, type BlobEntry, type BlobStore, type ByteRange } from './blob-store.ts';

/** A store in the folder `dir` (created, owner-only, by `open`). */
export function createLocalBlobStore(dir: string): BlobStore {
  const root = path.resolve(dir);
  const pathOf = (name: string) => {
    assertSafeName(name);
    return path.join(root, name);
  };

  const notFound = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

  return {
    description: `the folder ${root}`,
    async open() {
      await fsp.mkdir(root, { recursive: true, mode: 0o700 });
    },
    async moveIn(name, from) {
      try {
        // The temporary folder is on the same file system as this one, so the rename is atomic.
        await fsp.rename(from, pathOf(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await fsp.copyFile(from, pathOf(name));
        await fsp.rm(from, { force: true });
      }
    },
    async copyIn(name, from) {
      // Never over a stored file, and on disk before it is counted as restored (a crash may follow).
      const to = pathOf(name);
      await fsp.copyFile(from, to, fs.constants.COPYFILE_EXCL);
      const handle = await fsp.open(to, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    },
    async size(name) {
      try {
        return (await fsp.stat(pathOf(name))).size;
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    async read(name, range?: ByteRange) {
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(pathOf(name), 'r');
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(range ? { start: range.start, end: range.end } : {}), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async remove(names) {
      await Promise.all(names.map((name) => fsp.rm(pathOf(name), { force: true })));
    },
    async *list(): AsyncIterable<BlobEntry> {
      let names: string[];
      try {
        names = await fsp.readdir(root);
      } catch (error) {
        if (notFound(error)) return;
        throw error;
      }
      for (const name of names) {
        const stat = await fsp.lstat(path.join(root, name)).catch(() => undefined);
        if (stat?.isFile()) yield { name, modifiedAt: stat.mtime };
      }
    },
    close() {},
  };
}

