// How `npm run backup` asks a running hub on PGlite for a backup: PGlite must never be opened by a
// second process, so the server itself writes the dump. The channel is a TCP socket on 127.0.0.1
// (a port chosen by the system); DATA_DIR/backup-channel.json, readable by the data directory's owner
// only, records the server's pid, the port and a random secret every request must carry.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { BackupSummary } from './backup.service.ts';

export const CHANNEL_FILE = 'backup-channel.json';
const MAX_REQUEST_BYTES = 64 * 1024;
const REQUEST_TIMEOUT_MS = 10_000;

interface ChannelRecord {
  pid: number;
  port: number;
  secret: string;
}

type Answer = { ok: true; summary: BackupSummary } | { ok: false; error: string };

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface BackupChannel {
  close(): Promise<void>;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Reads one newline-ended line of at most MAX_REQUEST_BYTES from a socket. */
function readLine(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\n');
      if (end >= 0) {
        socket.off('data', onData);
        resolve(text.slice(0, end));
      } else if (text.length > MAX_REQUEST_BYTES) {
        reject(new Error('request too long'));
      }
    };
    socket.on('data', onData);
    socket.once('end', () => reject(new Error('closed before a full line')));
    socket.once('error', reject);
  });
}

/**
 * Listens for backup requests on 127.0.0.1 and records how to reach it in DATA_DIR; `run` writes the
 * backup into the folder a request names. One backup at a time; a request without the secret is refused.
 */
export async function openBackupChannel(dataDir: string, run: (target: string) => Promise<BackupSummary>, log: Log): Promise<BackupChannel> {
  const secret = randomBytes(32).toString('hex');
  let busy = false;
  const server = net.createServer((socket) => {
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
    const answer = (value: Answer) => socket.end(`${JSON.stringify(value)}\n`);
    readLine(socket)
      .then(async (line) => {
        const request = JSON.parse(line) as { secret?: unknown; target?: unknown };
        if (typeof request.secret !== 'string' || !timingSafeEqual(digest(request.secret), digest(secret))) {
          log.error({}, 'backup request refused: wrong secret');
          return answer({ ok: false, error: 'refused: wrong secret' });
        }
        if (typeof request.target !== 'string' || !path.isAbsolute(request.target)) return answer({ ok: false, error: 'the target must be an absolute path' });
        if (busy) return answer({ ok: false, error: 'a backup is already running' });
        busy = true;
        // A backup can take longer than a request may idle.
        socket.setTimeout(0);
        try {
          const summary = await run(request.target);
          log.info({ tables: summary.tables, rows: summary.rows, files: summary.files, bytes: summary.bytes, durationMs: summary.durationMs }, 'backup written');
          answer({ ok: true, summary });
        } catch (error) {
          log.error({ err: error }, 'backup failed');
          answer({ ok: false, error: error instanceof Error ? error.message : String(error) });
        } finally {
          busy = false;
        }
      })
      .catch(() => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // The channel must not keep the process alive on its own.
  server.unref();
  const record: ChannelRecord = { pid: process.pid, port: (server.address() as net.AddressInfo).port, secret };
  const file = path.join(dataDir, CHANNEL_FILE);
  const temp = `${file}.${process.pid}`;
  fs.rmSync(temp, { force: true });
  fs.writeFileSync(temp, JSON.stringify(record), { mode: 0o600, flag: 'wx' });
  fs.renameSync(temp, file);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        fs.rmSync(file, { force: true });
        server.close(() => resolve());
      }),
  };
}

/** Asks the hub holding `dataDir` to write a backup into `target`; answers its summary or throws its error. */
export async function requestBackup(dataDir: string, target: string): Promise<BackupSummary> {
  let record: ChannelRecord;
  try {
    record = JSON.parse(fs.readFileSync(path.join(dataDir, CHANNEL_FILE), 'utf8')) as ChannelRecord;
  } catch {
    throw new Error(`The hub running on ${dataDir} offers no backup channel (${CHANNEL_FILE} is missing or unreadable): restart it with this version, or run the backup as the user that runs the hub.`);
  }
  const socket = net.connect(record.port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write(`${JSON.stringify({ secret: record.secret, target })}\n`);
  const answer = JSON.parse(await readLine(socket)) as Answer;
  socket.destroy();
  if (!answer.ok) throw new Error(`The hub (pid ${record.pid}) could not write the backup: ${answer.error}`);
  return answer.summary;
}
