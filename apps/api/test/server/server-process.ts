// Starts the real server as a child process on a data directory, for the server-process tests.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const children: ChildProcess[] = [];

export interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts `src/server.ts` on the data directory with extra environment; its output is kept for assertions. */
export function startServer(dataDir: string, env: Record<string, string> = {}): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', WEB_DIST_DIR: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Resolves with the server's URL once its log says it listens; rejects if it exits first. */
export function listening(server: Started): Promise<string> {
  return new Promise((resolve, reject) => {
    const onData = () => {
      const match = server.output().match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (match) resolve(match[1]!);
    };
    server.child.stdout!.on('data', onData);
    server.exited.then((code) => reject(new Error(`server exited with ${code}: ${server.output()}`)));
    onData();
  });
}


/** GET `url` as the client at `address` in `lang` (the server trusts X-Forwarded-For, as behind nginx). */
export async function getAs(url: string, address: string, lang: string) {
  const response = await fetch(url, { headers: { 'x-forwarded-for': address, lang } });
  return { status: response.status, headers: response.headers, body: await response.text() };
}
