import { clearSession, loadSession, saveSession } from './session';
import { shopper } from '@/test/fixtures';

describe('session cookies', () => {
  it('stores token and user in the token and user cookies, and reads them back', () => {
    saveSession({ token: 'abc', user: shopper });
    expect(document.cookie).toContain('token=abc');
    expect(document.cookie).toContain('user=');
    expect(loadSession()).toEqual({ token: 'abc', user: shopper });
  });

  it('needs both cookies', () => {
    saveSession({ token: 'abc', user: shopper });
    document.cookie = 'user=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    expect(loadSession()).toBeNull();
  });

  it('ignores a malformed user cookie', () => {
    document.cookie = 'token=abc; path=/';
    document.cookie = `user=${encodeURIComponent('{"id":1}')}; path=/`;
    expect(loadSession()).toBeNull();
  });

  it('clears both', () => {
    saveSession({ token: 'abc', user: shopper });
    clearSession();
    expect(loadSession()).toBeNull();
    expect(document.cookie).not.toContain('token=');
  });
});
