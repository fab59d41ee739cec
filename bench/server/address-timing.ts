// `npm run bench:address-timing` (issue 28): how long registration step 1 and a change of address in
// PUT /profile take for an address that has an account and for one that has none, interleaved, on a
// fresh hub (PGlite, sample data). The medians should not tell them apart; before issue 28 step 1
// answered four times faster for a known address. Needs a web build (`npm run bench:server` makes one).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startHub } from '../lib/hub-server.ts';
import { benchWebDistDir } from '../lib/web-build.ts';
import { nextClientAddress } from './client-address.ts';
import { prepareMembers } from './members.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-enum-'));
const hub = await startHub({ kind: 'pglite', dataDir }, 3420, benchWebDistDir);
try {
  const pool = await prepareMembers(hub.url, dataDir, 24);
  const emails = pool.members.map((m) => m.email);
  const post = async (apiPath: string, body: unknown, method = 'POST', token?: string) => {
    const started = performance.now();
    const response = await fetch(new URL(apiPath, hub.url), {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClientAddress(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { ms: performance.now() - started, status: response.status, text };
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const step1 = (email: string) =>
    post('/api/register/step1-personal-info', { first_name: 'Omar', last_name: 'Saleh', phone: '+212612345678', email, country_id: 1, gender: 'male', birth_date: '1985-01-01', password: 'Strangers-Own-Pass-77', password_confirmation: 'Strangers-Own-Pass-77' });
  const known: number[] = [];
  const unknown: number[] = [];
  const statuses = new Set<string>();
  for (let round = 0; round < 5; round += 1) {
    for (const [i, email] of emails.entries()) {
      const a = await step1(email);
      const b = await step1(`fresh-${round}-${i}-${Date.now()}@example.org`);
      known.push(a.ms);
      unknown.push(b.ms);
      statuses.add(`${a.status}/${b.status}`);
    }
  }
  console.log(`step 1: known median ${median(known).toFixed(1)} ms, unknown median ${median(unknown).toFixed(1)} ms (n=${known.length} each), statuses ${[...statuses].join(', ')}`);
  const pKnown: number[] = [];
  const pUnknown: number[] = [];
  const pStatuses = new Set<string>();
  for (const [i, member] of pool.members.entries()) {
    const other = emails[(i + 1) % emails.length]!;
    const a = await post('/api/profile', { email: other }, 'PUT', member.token);
    const b = await post('/api/profile', { email: `moved-${i}-${Date.now()}@example.org` }, 'PUT', member.token);
    pKnown.push(a.ms);
    pUnknown.push(b.ms);
    pStatuses.add(`${a.status}/${b.status}`);
  }
  console.log(`PUT /profile: known median ${median(pKnown).toFixed(1)} ms, unknown median ${median(pUnknown).toFixed(1)} ms (n=${pKnown.length} each), statuses ${[...pStatuses].join(', ')}`);
} finally {
  await hub.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
