import { describe, expect, it } from 'vitest';
import { isLoginPage, paths } from './paths';

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
});
