// The machine a run measured, for the report: figures mean little without it.
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import type { MachineInfo } from './results.ts';

function cpuModel(): string {
  try {
    return /^model name\s*:\s*(.+)$/m.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown';
  } catch {
    return os.cpus()[0]?.model ?? 'unknown';
  }
}

/** The server version of the PostgreSQL at `url`. */
export async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version ?? 'unknown';
  } finally {
    await client.end();
  }
}

/** CPU, cores, memory, OS and Node of this machine; the PostgreSQL version is filled in when one runs. */
export function describeMachine(): MachineInfo {
  return {
    cpu: cpuModel(),
    cores: os.availableParallelism(),
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    postgres: null,
  };
}
