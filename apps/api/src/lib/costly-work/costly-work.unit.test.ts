import { describe, expect, it } from 'vitest';
import { CostlyWorkRefused, createCostlyWorkGate } from './costly-work.ts';

/** A piece of work that ends when the test says so, recording that it started. */
function pending(log: string[], name: string) {
  let finish!: (value: string) => void;
  const done = new Promise<string>((resolve) => (finish = resolve));
  return {
    work: () => {
      log.push(name);
      return done;
    },
    finish: () => finish(name),
  };
}

/** One turn of the event loop: the gate lets one pass before each piece starts. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

const refusal = (promise: Promise<unknown>) => promise.then(() => 'ran', (error: unknown) => (error instanceof CostlyWorkRefused ? error.reason : error));

describe('the costly-work gate', () => {
  it('runs up to its limit at once and the rest in the order they came', async () => {
    const gate = createCostlyWorkGate({ atOnce: 1, perClient: 2, waiting: 10 });
    const started: string[] = [];
    const a = pending(started, 'a');
    const b = pending(started, 'b');
    const c = pending(started, 'c');
    const runs = [gate.run('one', a.work), gate.run('two', b.work), gate.run('three', c.work)];
    await turn();
    expect(started).toEqual(['a']);
    expect([gate.running, gate.queued]).toEqual([1, 2]);
    a.finish();
    await runs[0];
    await turn();
    expect(started).toEqual(['a', 'b']);
    b.finish();
    c.finish();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
    expect([gate.running, gate.queued]).toEqual([0, 0]);
  });

  it('refuses a client over its share at once, while another client still gets a place', async () => {
    const gate = createCostlyWorkGate({ atOnce: 1, perClient: 2, waiting: 10 });
    const started: string[] = [];
    const flood = [pending(started, 'f1'), pending(started, 'f2')];
    const flooding = flood.map((piece) => gate.run('192.0.2.66', piece.work));
    const third = pending(started, 'f3');
    expect(await refusal(gate.run('192.0.2.66', third.work))).toBe('client_busy');
    const reader = pending(started, 'reader');
    const reading = gate.run('203.0.113.5', reader.work);
    flood[0]!.finish();
    await flooding[0];
    await turn();
    // The reader came after the flooder's second piece, so it waits for that one only.
    expect(started).toEqual(['f1', 'f2']);
    flood[1]!.finish();
    await flooding[1];
    await turn();
    expect(started).toEqual(['f1', 'f2', 'reader']);
    reader.finish();
    expect(await reading).toBe('reader');
    // Its share back, the flooder is served again.
    const again = pending(started, 'f4');
    const running = gate.run('192.0.2.66', again.work);
    again.finish();
    expect(await running).toBe('f4');
    expect(started).not.toContain('f3');
  });

  it('runs one piece of a client at a time: its second waits though the gate has room, another client passes it', async () => {
    const gate = createCostlyWorkGate({ atOnce: 4, perClient: 2, runningPerClient: 1, waiting: 10 });
    const started: string[] = [];
    const flood = [pending(started, 'f1'), pending(started, 'f2')];
    const flooding = flood.map((piece) => gate.run('192.0.2.66', piece.work));
    const reader = pending(started, 'reader');
    const reading = gate.run('203.0.113.5', reader.work);
    await turn();
    // The flooder's second piece waits (not refused: it is within its share) while the reader, who
    // came after it, runs at once.
    expect(started).toEqual(['f1', 'reader']);
    expect([gate.running, gate.queued]).toEqual([2, 1]);
    flood[0]!.finish();
    await flooding[0];
    await turn();
    expect(started).toEqual(['f1', 'reader', 'f2']);
    flood[1]!.finish();
    reader.finish();
    expect(await Promise.all([...flooding, reading])).toEqual(['f1', 'f2', 'reader']);
    expect([gate.running, gate.queued]).toEqual([0, 0]);
  });

  it('refuses when every waiting place is taken, and frees a place when its work fails', async () => {
    const gate = createCostlyWorkGate({ atOnce: 1, perClient: 1, waiting: 1 });
    const started: string[] = [];
    const first = pending(started, 'first');
    const running = gate.run('a', first.work);
    const waiting = gate.run('b', () => Promise.reject(new Error('query failed')));
    expect(await refusal(gate.run('c', pending(started, 'c').work))).toBe('hub_busy');
    first.finish();
    await running;
    await expect(waiting).rejects.toThrow('query failed');
    expect([gate.running, gate.queued]).toEqual([0, 0]);
    expect(await gate.run('b', async () => 'b again')).toBe('b again');
  });

  it('drops a waiting piece whose client went away, and never runs it', async () => {
    const gate = createCostlyWorkGate({ atOnce: 1, perClient: 2, waiting: 10 });
    const started: string[] = [];
    const first = pending(started, 'first');
    const running = gate.run('a', first.work);
    const controller = new AbortController();
    const gone = gate.run('b', pending(started, 'gone').work, controller.signal);
    controller.abort(new Error('client closed the connection'));
    await expect(gone).rejects.toThrow('client closed the connection');
    expect(gate.queued).toBe(0);
    first.finish();
    await running;
    expect(started).toEqual(['first']);
    // Its place is free again: client b has its whole share.
    const [x, y] = [pending(started, 'x'), pending(started, 'y')];
    const both = [gate.run('b', x.work), gate.run('b', y.work)];
    x.finish();
    y.finish();
    expect(await Promise.all(both)).toEqual(['x', 'y']);
  });

  it('refuses a client that has spent its share of the time until it has waited its debt off, while another client is served', async () => {
    let clock = 0;
    const gate = createCostlyWorkGate({ atOnce: 2, perClient: 2, waiting: 10, shareMsPerSecond: 100, shareBurstMs: 300 }, () => clock);
    // Three pieces of 100 ms spend the 300 ms saved up; the third is let in with 100 ms left and runs 250 ms.
    const costs = [100, 100, 250];
    for (const ms of costs) {
      await gate.run('192.0.2.66', async () => {
        clock += ms;
      });
    }
    // 300 - 450 = -150 ms: 1.5 s at 100 ms a second, asked as 2 s.
    const refused = await gate.run('192.0.2.66', async () => 'ran').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CostlyWorkRefused);
    expect([(refused as CostlyWorkRefused).reason, (refused as CostlyWorkRefused).retryAfterSeconds]).toEqual(['client_over_share', 2]);
    expect(await gate.run('203.0.113.5', async () => 'reader')).toBe('reader');
    clock += 1000;
    expect(await refusal(gate.run('192.0.2.66', async () => 'ran'))).toBe('client_over_share');
    clock += 600;
    expect(await gate.run('192.0.2.66', async () => 'served again')).toBe('served again');
  });

  it('saves a quiet client’s share up to its burst only', async () => {
    let clock = 0;
    const gate = createCostlyWorkGate({ atOnce: 1, perClient: 1, waiting: 10, shareMsPerSecond: 100, shareBurstMs: 200 }, () => clock);
    // Spent, then an hour quiet: that saves 200 ms, not 360 s, so a piece of 250 ms spends it all and
    // the next is refused.
    await gate.run('a', async () => {
      clock += 200;
    });
    expect(await refusal(gate.run('a', async () => 'ran'))).toBe('client_over_share');
    clock += 3_600_000;
    await gate.run('a', async () => {
      clock += 250;
    });
    expect(await refusal(gate.run('a', async () => 'ran'))).toBe('client_over_share');
  });

  it('counts no time against a client whose work never ran', async () => {
    let clock = 0;
    const gate = createCostlyWorkGate({ atOnce: 1, perClient: 2, waiting: 10, shareMsPerSecond: 100, shareBurstMs: 100 }, () => clock);
    const started: string[] = [];
    const first = pending(started, 'first');
    const running = gate.run('a', first.work);
    const controller = new AbortController();
    const gone = gate.run('b', pending(started, 'gone').work, controller.signal);
    // b waits 10 s for its turn, then goes away: the wait is not work.
    clock += 10_000;
    controller.abort(new Error('client closed the connection'));
    await expect(gone).rejects.toThrow('client closed the connection');
    first.finish();
    await running;
    expect(await gate.run('b', async () => 'b')).toBe('b');
  });
});
