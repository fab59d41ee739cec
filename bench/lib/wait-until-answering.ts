// Waiting for a server the benchmark started: the hub, W0's baseline, a peer.
import type { ChildProcess } from 'node:child_process';

/** Resolves once `url` answers 2xx; throws if `child` exits first, or kills it and throws after `timeoutMs`. */
export async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`The server for ${url} exited with code ${child.exitCode} before answering.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
}
