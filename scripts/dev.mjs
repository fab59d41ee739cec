// `npm run dev`: the API with reload on change, and Vite's dev server proxying /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './lib/web-build.mjs';

const children = [
  spawn(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'src/server.ts'], {
    cwd: path.join(repoRoot, 'apps/api'),
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST_DIR: '' },
  }),
  spawn(process.execPath, [path.join(repoRoot, 'node_modules/vite/bin/vite.js')], { cwd: path.join(repoRoot, 'apps/web'), stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
