// One embedded database per data directory: PGlite opened twice on one directory silently loses
// committed writes, so every process that opens DATA_DIR/db holds this lock first.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string, readonly holderPid: number | undefined) {
    super(
      `Another WEFE Nexus Hub process${holderPid ? ` (pid ${holderPid})` : ''} is already using the data directory ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR (or with DATABASE_URL for a PostgreSQL server).',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * Takes the exclusive lock on a data directory, or throws DataDirLockedError.
 *
 * On Linux the lock is a listening socket in the abstract namespace named after the directory's real
 * path: binding it is atomic, and the kernel frees it the moment the holder dies (even on kill -9),
 * so there is no stale lock to clean up and no race between two starts. Elsewhere a pid file with
 * exclusive creation stands in.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const realDir = fs.realpathSync(dataDir);
  const pidFile = path.join(realDir, 'server.pid');
  const lock = process.platform === 'linux' ? await abstractSocketLock(realDir, pidFile) : pidFileLock(realDir, pidFile);
  fs.writeFileSync(pidFile, `${process.pid}\n`);
  return lock;
}

function readHolderPid(pidFile: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

async function abstractSocketLock(realDir: string, pidFile: string): Promise<DataDirLock> {
  const name = `\0wefe-hub-data-dir-${createHash('sha256').update(realDir).digest('hex').slice(0, 32)}`;
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new DataDirLockedError(realDir, readHolderPid(pidFile)) : error);
    });
    server.listen(name, () => resolve());
  });
  // The lock must not keep the process alive on its own.
  server.unref();
  return {
    release: () =>
      new Promise<void>((resolve) => {
        fs.rmSync(pidFile, { force: true });
        server.close(() => resolve());
      }),
  };
}

function pidFileLock(realDir: string, pidFile: string): DataDirLock {
  const lockFile = path.join(realDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      return {
        release: async () => {
          fs.rmSync(lockFile, { force: true });
          fs.rmSync(pidFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolderPid(lockFile);
      if (holder && isAlive(holder)) throw new DataDirLockedError(realDir, holder);
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(realDir, readHolderPid(lockFile));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
