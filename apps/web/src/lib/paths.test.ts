import { describe, expect, it } from 'vitest';
import { CONTENT_ADDRESSES } from '@wefe/contract';
import { EMBED_PATH_PREFIX } from '@wefe/contract/constants';
import { contentPaths, EMBED_CHARTS, EMBED_PREFIX, isLoginPage, paths } from './paths';

describe('paths', () => {
  it('builds item links from their patterns, encoding the id', () => {
    expect(paths.stories.detail.path).toBe('/wefe-stories/:id');
    expect(paths.stories.detail.getHref(12)).toBe('/wefe-stories/12');
    expect(paths.publications.edit.getHref('a/b')).toBe('/publications/edit/a%2Fb');
  });

  it('knows both addresses of the login screen', () => {
    expect(isLoginPage('/login')).toBe(true);
    expect(isLoginPage('/auth/signin/')).toBe(true);
    expect(isLoginPage('/')).toBe(false);
    expect(isLoginPage('/login-help')).toBe(false);
  });

  it('builds the index profile, comparison and embed addresses', () => {
    expect(paths.wefeIndexCountry.getHref('jor')).toBe('/wefe-index/country/JOR');
    expect(paths.embedIndexChart.getHref('trend', 'country=JOR')).toBe('/embed/wefe-index/trend?country=JOR');
    expect(paths.embedIndexChart.getHref('compare-radar', '')).toBe('/embed/wefe-index/compare-radar');
    // The server frames only addresses under the contract's prefix.
    expect(EMBED_PREFIX).toBe(EMBED_PATH_PREFIX);
    for (const chart of EMBED_CHARTS) expect(paths.embedIndexChart.getHref(chart, '').startsWith(EMBED_PATH_PREFIX)).toBe(true);
  });

  it('puts each content type where the server’s sitemaps, feeds and mail links say it is', () => {
    expect(Object.keys(contentPaths).sort()).toEqual(Object.keys(CONTENT_ADDRESSES).sort());
    for (const [type, { page }] of Object.entries(CONTENT_ADDRESSES) as Array<[keyof typeof contentPaths, { page: string }]>) {
      const web = contentPaths[type];
      expect([web.list.path, web.add.path, web.edit.path, web.detail.path], type).toEqual([page, `${page}/add`, `${page}/edit/:id`, `${page}/:id`]);
    }
  });
});
