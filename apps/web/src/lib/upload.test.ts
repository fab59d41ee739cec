import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setUnauthorizedHandler } from './api-client';
import { getCookie, setCookie, TOKEN_COOKIE } from './cookies';
import { i18n } from './i18n';
import { uploadRequest, type UploadProgress } from './upload';
import { fail, FAKE_UPLOAD_BYTES, mockApi, ok } from '@/test/mock-api';

const form = () => {
  const body = new FormData();
  body.append('title', 'Groundwater');
  return body;
};

describe('uploadRequest', () => {
  afterEach(() => setUnauthorizedHandler(() => undefined)());

  it('sends the API client headers, reports progress and resolves with the answer', async () => {
    setCookie(TOKEN_COOKIE, 'tok-1');
    i18n.changeLanguage('ar');
    const api = mockApi({ 'POST /publications': { status: 201, body: { success: true, message: 'شكرًا', data: { id: 1 } } } });
    const progress: UploadProgress[] = [];
    const answer = await uploadRequest<{ message: string }>('/publications', form(), { onProgress: (p) => progress.push(p) });

    expect(answer.message).toBe('شكرًا');
    const [request] = api.callsTo('POST /publications');
    expect(request?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(request?.headers.get('Accept-Language')).toBe('ar');
    expect(request?.headers.get('lang')).toBe('ar');
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect((request?.body as FormData).get('title')).toBe('Groundwater');
    expect(progress.map((p) => p.percent)).toEqual([50, 100]);
    expect(progress.at(-1)).toEqual({ loaded: FAKE_UPLOAD_BYTES, total: FAKE_UPLOAD_BYTES, percent: 100 });
  });

  it('normalises failures like the API client: field errors, status, default message and network', async () => {
    mockApi({ 'POST /a': fail(422, 'The given data was invalid.', { errors: { title: ['Too long.'] } }), 'POST /b': { status: 500, body: undefined } });
    const invalid = await uploadRequest('/a', form()).catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(ApiError);
    expect(invalid).toMatchObject({ status: 422, message: 'The given data was invalid.', errors: { title: ['Too long.'] } });
    await expect(uploadRequest('/b', form())).rejects.toMatchObject({ status: 500, message: 'An error occurred', messageKey: 'errors.default' });

    mockApi({
      'POST /c': () => {
        throw new TypeError('offline');
      },
    });
    await expect(uploadRequest('/c', form())).rejects.toMatchObject({ status: 0, messageKey: 'errors.network' });
  });

  it('ends the session on a 401, as every other call does', async () => {
    setCookie(TOKEN_COOKIE, 'expired');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({ 'POST /publications': fail(401, 'Unauthenticated.') });
    await expect(uploadRequest('/publications', form())).rejects.toMatchObject({ status: 401 });
    expect(getCookie(TOKEN_COOKIE)).toBeUndefined();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('rejects with the abort reason when the caller cancels', async () => {
    mockApi({ 'POST /publications': ok(null) });
    const controller = new AbortController();
    const pending = uploadRequest('/publications', form(), { signal: controller.signal });
    controller.abort(new DOMException('Stopped', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
