// Both stores keep the same promises (issue 31): the folder of an embedded hub, and a bucket on a real
// S3-protocol server (s3rver, test/s3-server.ts). The media, backup and crash suites use them through
// the hub; these check the interface itself, whatever engine the rest of the run uses.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, testBucket } from '../../../test/s3-server.ts';
import { removeObjectsQuietly, type BlobStore } from './blob-store.ts';
import { createLocalBlobStore } from './local-blob-store.ts';
import { createS3BlobStore } from './s3-blob-store.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-blob-store-'));
const cleanups: Array<() => Promise<void> | void> = [() => fs.rmSync(work, { recursive: true, force: true })];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const stores: Record<string, BlobStore> = {};
beforeAll(async () => {
  stores.folder = createLocalBlobStore(path.join(work, 'files'));
  const s3 = await startS3Server();
  cleanups.push(() => s3.close());
  const bucket = await testBucket(s3.endpoint, 'wefe-store');
  cleanups.push(() => bucket.drop());
  stores.bucket = createS3BlobStore(bucket.settings);
  cleanups.push(() => stores.bucket!.close());
  for (const store of Object.values(stores)) await store.open();
});

let made = 0;
/** A local file with `content`, as an upload checked in uploads/tmp would be. */
function localFile(content: Buffer | string): string {
  const file = path.join(work, `local-${(made += 1)}`);
  fs.writeFileSync(file, content);
  return file;
}

async function text(store: BlobStore, name: string, range?: { start: number; end: number }): Promise<string | undefined> {
  const read = await store.read(name, range);
  if (!read) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of read.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

const names = async (store: BlobStore) => {
  const listed: string[] = [];
  for await (const entry of store.list()) listed.push(entry.name);
  return listed.sort();
};

describe.each(['folder', 'bucket'])('the blob store in a %s', (which) => {
  it('moves a local file in (the local file is gone), copies another, and reads each whole or in part', async () => {
    const store = stores[which]!;
    const moved = localFile('0123456789');
    await store.moveIn(`${which}-a.pdf`, moved, 'application/pdf');
    expect(fs.existsSync(moved)).toBe(false);
    const copied = localFile('abcdef');
    await store.copyIn(`${which}-b.txt`, copied, 'text/plain');
    expect(fs.existsSync(copied)).toBe(true);

    expect(await text(store, `${which}-a.pdf`)).toBe('0123456789');
    expect(await text(store, `${which}-a.pdf`, { start: 2, end: 4 })).toBe('234');
    // A range's read tells the whole object's size (Content-Range needs it).
    const part = (await store.read(`${which}-a.pdf`, { start: 2, end: 4 }))!;
    part.stream.destroy();
    expect(part.size).toBe(10);
    expect(await store.size(`${which}-b.txt`)).toBe(6);
    const listed = [];
    for await (const entry of store.list()) if (entry.name.startsWith(which)) listed.push(entry);
    expect(listed.map((entry) => entry.name).sort()).toEqual([`${which}-a.pdf`, `${which}-b.txt`]);
    // The store's own time: recent, as the sweeper's grace needs.
    for (const entry of listed) expect(Math.abs(Date.now() - entry.modifiedAt.getTime())).toBeLessThan(60_000);
  });

  it('answers nothing for a name it does not hold, and removes names whether or not it holds them', async () => {
    const store = stores[which]!;
    expect(await store.read(`${which}-missing.pdf`)).toBeUndefined();
    expect(await store.size(`${which}-missing.pdf`)).toBeUndefined();
    await store.moveIn(`${which}-gone.pdf`, localFile('x'), 'application/pdf');
    await store.remove([`${which}-gone.pdf`, `${which}-never-there.pdf`]);
    expect(await names(store)).not.toContain(`${which}-gone.pdf`);
    await removeObjectsQuietly(store, [`${which}-never-there.pdf`]);
  });

  it('refuses names that could leave the folder or the bucket’s top, before touching anything', async () => {
    const store = stores[which]!;
    const before = await names(store);
    for (const bad of ['../escape.pdf', 'a/b.pdf', '.hidden', '', 'x'.repeat(201), 'a..b']) {
      await expect(store.moveIn(bad, localFile('x'), 'application/pdf'), JSON.stringify(bad)).rejects.toThrow('Refusing an unexpected object name');
      await expect(store.read(bad), JSON.stringify(bad)).rejects.toThrow('Refusing an unexpected object name');
      await expect(store.remove([bad]), JSON.stringify(bad)).rejects.toThrow('Refusing an unexpected object name');
    }
    expect(await names(store)).toEqual(before);
    expect(fs.existsSync(path.join(work, 'escape.pdf'))).toBe(false);
  });
});

describe('an upload to a bucket whose connection drops', () => {
  it('is sent again on a new connection (the SDK does not resend a streamed body)', async () => {
    const s3 = await startS3Server();
    cleanups.push(() => s3.close());
    const bucket = await testBucket(s3.endpoint, 'wefe-flaky');
    cleanups.push(() => bucket.drop());
    // A proxy in front of the server that drops the first connection it is given, and passes the rest.
    const target = new URL(s3.endpoint);
    let connections = 0;
    const proxy = net.createServer((client) => {
      connections += 1;
      if (connections === 1) return void client.destroy();
      const upstream = net.connect(Number(target.port), target.hostname);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => proxy.close(() => resolve())));
    const { port } = proxy.address() as net.AddressInfo;
    const store = createS3BlobStore({ ...bucket.settings, endpoint: `http://127.0.0.1:${port}` });
    cleanups.push(() => store.close());

    await store.moveIn('flaky.pdf', localFile('%PDF-1.4 flaky'), 'application/pdf');
    expect(connections).toBeGreaterThanOrEqual(2);
    const direct = createS3BlobStore(bucket.settings);
    cleanups.push(() => direct.close());
    expect(await text(direct, 'flaky.pdf')).toBe('%PDF-1.4 flaky');
  });
});
