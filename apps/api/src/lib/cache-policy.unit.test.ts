// The caching table: which group each path falls in, and what visitors and signed-in callers get.
import { describe, expect, it } from 'vitest';
import { cachedAnswerFor, cachePolicyFor, NO_STORE, variesByCaller } from './cache-policy.ts';
import { ifNoneMatchHits, weakEtag } from './etag.ts';

describe('cachePolicyFor', () => {
  it.each([
    ['/api/indexes', 'reference'],
    ['/api/indexes/country/:id', 'reference'],
    ['/api/interactive-maps/map/:id/export.csv', 'reference'],
    ['/api/register/organization-types', 'reference'],
    ['/api/about', 'reference'],
    ['/api/pages/:slug', 'site'],
    ['/api/partners/:id', 'site'],
    ['/api/publications', 'moderated'],
    ['/api/news-events/:id.ics', 'moderated'],
    ['/api/stories/filters', 'moderated'],
    ['/api/home-page', 'live'],
    ['/api/media/:id', 'file'],
    ['/api/admin/publications/:id/approve', 'personal'],
    ['/api/admin/maps', 'personal'],
    ['/api/my-publications/:id', 'personal'],
    ['/api/profile', 'personal'],
    ['/api/register/status', 'personal'],
    ['/api/health', 'personal'],
    ['/api/no-such-call', 'personal'],
    ['/api', 'personal'],
    ['/assets/index-Ab12Cd.js', 'hashedAsset'],
    ['/index.html', 'appFile'],
    ['/wefe-stories/42', 'appFile'],
  ])('puts %s in %s', (path, policy) => {
    expect(cachePolicyFor(path)).toBe(policy);
  });

  it('matches whole path segments only', () => {
    expect(cachePolicyFor('/api/maps-of-staff')).toBe('personal');
    expect(cachePolicyFor('/assets-old/app.js')).toBe('appFile');
  });
});

describe('cachedAnswerFor', () => {
  it('shares public data with visitors and makes signed-in callers revalidate', () => {
    expect(cachedAnswerFor('reference', false)).toEqual({ cacheControl: 'public, max-age=300', etag: true, sharedMaxAgeSeconds: 300 });
    expect(cachedAnswerFor('reference', true)).toEqual({ cacheControl: 'private, no-cache', etag: true });
    expect(variesByCaller('reference')).toBe(true);
  });

  it('never stores what an owner or staff see of moderated content', () => {
    expect(cachedAnswerFor('moderated', false)).toEqual({ cacheControl: 'public, max-age=30', etag: true, sharedMaxAgeSeconds: 30 });
    expect(cachedAnswerFor('moderated', true)).toEqual({ cacheControl: NO_STORE, etag: false });
  });

  it('stores nothing personal, whoever asks', () => {
    for (const signedIn of [false, true]) expect(cachedAnswerFor('personal', signedIn)).toEqual({ cacheControl: NO_STORE, etag: false });
    expect(variesByCaller('personal')).toBe(false);
  });
});

describe('ETags', () => {
  it('are weak, follow the body, and match If-None-Match lists weakly', () => {
    const etag = weakEtag('{"a":1}');
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(weakEtag(Buffer.from('{"a":1}'))).toBe(etag);
    expect(weakEtag('{"a":2}')).not.toBe(etag);
    expect(ifNoneMatchHits(etag, etag)).toBe(true);
    expect(ifNoneMatchHits(`"other", ${etag.slice(2)}`, etag)).toBe(true);
    expect(ifNoneMatchHits('*', etag)).toBe(true);
    expect(ifNoneMatchHits('W/"other"', etag)).toBe(false);
    expect(ifNoneMatchHits(undefined, etag)).toBe(false);
  });
});
