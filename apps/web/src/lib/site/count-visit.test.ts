import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockApi } from '@/test/mock-api';
import { countVisit, setVisitCountedForTests } from './count-visit';

beforeEach(() => setVisitCountedForTests(false));

describe('countVisit', () => {
  it('posts one visit per page load however often the shell mounts, and never throws when it fails', async () => {
    const api = mockApi({ 'POST /visits': { status: 204 } });
    await countVisit();
    await countVisit();
    expect(api.callsTo('POST /visits')).toHaveLength(1);
    setVisitCountedForTests(false);
    mockApi({ 'POST /visits': fail(429, 'Too many requests.') });
    await expect(countVisit()).resolves.toBeUndefined();
  });
});
