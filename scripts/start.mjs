// `npm start`: build the web app if needed, then run the hub (migrations and seed happen at start).
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './lib/web-build.mjs';

ensureWebBuild();
register();
await import('../apps/api/src/server.ts');
