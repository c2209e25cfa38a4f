import { describe, expect, it } from 'vitest';
import { loginLinkState, returnPath } from './login-return';

describe('loginLinkState', () => {
  it('when the link is on another page, then it carries that page with its query', () => {
    expect(loginLinkState({ pathname: '/account/reports', search: '?page=2', state: null })).toEqual({ from: '/account/reports?page=2' });
  });

  it('when the link is on /login, then it keeps the page /login was already going back to', () => {
    expect(loginLinkState({ pathname: '/login', search: '?mode=signup', state: { from: '/map' } })).toEqual({ from: '/map' });
  });

  it('when the link is on /login with nowhere to go back to, then it carries nothing', () => {
    expect(loginLinkState({ pathname: '/login', search: '', state: null })).toBeUndefined();
  });
});

describe('returnPath', () => {
  it('when the state names a page of this site, then that is the way back', () => {
    expect(returnPath({ from: '/blog' }, new URLSearchParams())).toBe('/blog');
  });

  it('when there is no state, then ?next= is read', () => {
    expect(returnPath(null, new URLSearchParams('next=/contact'))).toBe('/contact');
  });

  it.each(['//evil.example', 'https://evil.example/', '/login?mode=signup'])('when it names %s, then it is refused', (from) => {
    expect(returnPath({ from }, new URLSearchParams())).toBeNull();
  });
});
