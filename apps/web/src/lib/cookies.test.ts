import { describe, expect, it } from 'vitest';
import { deleteCookie, getCookie, setCookie } from './cookies';

describe('cookies', () => {
  it('stores, reads (decoded) and deletes a value', () => {
    setCookie('user', JSON.stringify({ first_name: 'Nour', email: 'n@x.org' }));
    expect(JSON.parse(getCookie('user') ?? '')).toEqual({ first_name: 'Nour', email: 'n@x.org' });
    deleteCookie('user');
    expect(getCookie('user')).toBeUndefined();
  });

  it('does not confuse cookies whose names share a prefix', () => {
    setCookie('token_hint', 'x');
    expect(getCookie('token')).toBeUndefined();
    setCookie('token', 'y');
    expect(getCookie('token')).toBe('y');
  });
});
