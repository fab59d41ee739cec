// W0: a raw node:http server answering every request with a copy of W1's answer (same bytes, same
// encoding), the ceiling the hub is compared with. It runs in a process of its own, like the hub, so
// it shares the machine with the load generator the same way.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRss } from '../lib/hub-server.ts';
import { waitUntilAnswering } from '../lib/wait-until-answering.ts';
import type { RawAnswer } from './answers.ts';

export interface BaselineServer {
  url: string;
  rssBytes(): number;
  stop(): Promise<void>;
}

const thisFile = fileURLToPath(import.meta.url);

/** Starts the baseline on `port`, answering `answer`'s body with its content type and encoding. */
export async function startBaselineServer(answer: RawAnswer, port: number): Promise<BaselineServer> {
  const bodyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-bench-w0-')), 'body');
  fs.writeFileSync(bodyFile, answer.body);
  const headers = { 'content-type': String(answer.headers['content-type'] ?? 'application/json'), ...(answer.headers['content-encoding'] ? { 'content-encoding': String(answer.headers['content-encoding']) } : {}) };
  const child = spawn(process.execPath, ['--import', 'tsx', thisFile], {
    env: { ...process.env, BASELINE_PORT: String(port), BASELINE_BODY_FILE: bodyFile, BASELINE_HEADERS: JSON.stringify(headers) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(url, child, 30_000);
  return {
    url,
    rssBytes: () => readRss(child.pid!),
    stop: async () => {
      if (child.exitCode === null) await new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));
      fs.rmSync(path.dirname(bodyFile), { recursive: true, force: true });
    },
  };
}


function serveBaseline(): void {
  const body = fs.readFileSync(process.env.BASELINE_BODY_FILE!);
  const headers = { ...(JSON.parse(process.env.BASELINE_HEADERS!) as Record<string, string>), 'content-length': String(body.length) };
  const server = http.createServer((request, response) => {
    // The request body, if any, is read and dropped, as any server must before it answers.
    request.resume();
    response.writeHead(200, headers).end(body);
  });
  // Nothing to flush on SIGTERM: Node's default (exit) is the right way to stop.
  server.listen(Number(process.env.BASELINE_PORT), '127.0.0.1');
}

if (process.argv[1] === thisFile) serveBaseline();
