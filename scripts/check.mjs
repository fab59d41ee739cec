// `npm run check`: the type check of each workspace, the lint and the dependencies' check, run side by
// side (each is one process on one core; one after the other they left CI's second core idle). Each command's output is
// printed whole when it ends, so the lines of two commands never mix; the exit code is 1 if any failed.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { repoRoot } from './lib/web-build.mjs';

const tool = (bin) => `${repoRoot}/node_modules/.bin/${bin}`;
const tsc = (project) => [tool('tsc'), ['-p', project, '--noEmit']];
// Longest first, so the last to start is not the one that ends last. The dependencies' check
// (scripts/check-dependencies.mjs) takes a second.
const commands = [[tool('eslint'), ['.', '--max-warnings', '0']], tsc('apps/web'), tsc('apps/api'), tsc('bench'), tsc('packages/contract'), [`${repoRoot}/scripts/check-dependencies.mjs`, []]];

function run([file, args]) {
  const started = performance.now();
  const bin = file.split('/').at(-1);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file, ...args], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`${code === 0 ? 'ok' : 'FAILED'}: ${bin} ${args.join(' ')} (${seconds} s)${output.trim() ? `\n${output.trimEnd()}` : ''}`);
      resolve(code === 0);
    });
  });
}

const queue = [...commands];
const results = [];
const worker = async () => {
  for (let next = queue.shift(); next; next = queue.shift()) results.push(await run(next));
};
await Promise.all(Array.from({ length: Math.max(1, Math.min(os.availableParallelism(), commands.length)) }, worker));
process.exit(results.every(Boolean) ? 0 : 1);
