// The benchmark's member accounts, so the load generator can sign in as any of them.

/** How many members the data set holds: member1 … member10000. */
export const BENCH_MEMBER_COUNT = 10_000;

/** The one password every generated member has. */
export const BENCH_MEMBER_PASSWORD = 'Bench-Password-2026!';

/** The mail domain of generated members (a reserved .test domain: no mail can reach it). */
export const BENCH_MEMBER_DOMAIN = 'bench.wefe.test';

/** The sign-in address of member `n` (1-based, up to BENCH_MEMBER_COUNT). */
export function benchMemberEmail(n: number): string {
  return `member${n}@${BENCH_MEMBER_DOMAIN}`;
}
