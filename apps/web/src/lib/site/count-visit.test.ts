import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi } from '@/test/mock-api';
import { countVisit, setVisitCountedForTests, useCountVisit, VISIT_IDLE_TIMEOUT_MS } from './count-visit';

beforeEach(() => setVisitCountedForTests(false));
afterEach(() => vi.unstubAllGlobals());

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

describe('useCountVisit', () => {
  it('counts once the browser is idle, not in the mount, and at most once however often it mounts', async () => {
    const api = mockApi({ 'POST /visits': { status: 204 } });
    const idle: { callback: () => void; timeout: number | undefined }[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: IdleRequestOptions) => idle.push({ callback, timeout: options?.timeout }));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    renderHook(() => useCountVisit());
    renderHook(() => useCountVisit());
    expect(api.callsTo('POST /visits')).toHaveLength(0);
    expect(idle.map((entry) => entry.timeout)).toEqual([VISIT_IDLE_TIMEOUT_MS, VISIT_IDLE_TIMEOUT_MS]);
    for (const entry of idle) entry.callback();
    await waitFor(() => expect(api.callsTo('POST /visits')).toHaveLength(1));
  });

  it('does not count a shell that unmounted before the browser was idle', () => {
    const api = mockApi({ 'POST /visits': { status: 204 } });
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    renderHook(() => useCountVisit()).unmount();
    expect(cancelled).toEqual([7]);
    expect(api.callsTo('POST /visits')).toHaveLength(0);
  });

  it('counts after a timer where the browser has no idle callbacks', async () => {
    const api = mockApi({ 'POST /visits': { status: 204 } });
    vi.stubGlobal('requestIdleCallback', undefined);
    renderHook(() => useCountVisit());
    expect(api.callsTo('POST /visits')).toHaveLength(0);
    await waitFor(() => expect(api.callsTo('POST /visits')).toHaveLength(1));
  });
});
