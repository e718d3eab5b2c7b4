import { isOwnOrigin, originAllowed } from './allowed-origins';

describe('isOwnOrigin', () => {
  it('takes a page at the host and port the request came to as the app itself', () => {
    expect(isOwnOrigin('http://127.0.0.1:3000', '127.0.0.1:3000')).toBe(true);
    expect(isOwnOrigin('http://localhost:3000', 'localhost:3000')).toBe(true);
    expect(isOwnOrigin('http://[::1]:3000', '[::1]:3000')).toBe(true);
    expect(isOwnOrigin('http://book_store:3000', 'book_store:3000')).toBe(true);
    // Names are not case-sensitive; browsers send them lower-cased, a Host header may not be.
    expect(isOwnOrigin('https://shop.example', 'Shop.Example')).toBe(true);
  });

  it('compares a default port written out equal to one left out, under the page’s scheme', () => {
    expect(isOwnOrigin('https://shop.example', 'shop.example:443')).toBe(true);
    expect(isOwnOrigin('http://shop.example', 'shop.example:80')).toBe(true);
    expect(isOwnOrigin('https://shop.example', 'shop.example:80')).toBe(false);
  });

  it('takes the scheme from the page: behind a proxy that ends TLS the request itself is plain HTTP', () => {
    expect(isOwnOrigin('https://shop.example', 'shop.example')).toBe(true);
  });

  it('refuses a page on another host or port than the request’s', () => {
    expect(isOwnOrigin('http://evil.example', '127.0.0.1:3000')).toBe(false);
    expect(isOwnOrigin('http://127.0.0.1:3001', '127.0.0.1:3000')).toBe(false);
    expect(isOwnOrigin('http://127.0.0.1:3000', '127.0.0.1')).toBe(false);
    expect(isOwnOrigin('http://localhost:3000', '127.0.0.1:3000')).toBe(false);
    expect(isOwnOrigin('http://shop.example.evil.example', 'shop.example')).toBe(false);
  });

  it('refuses what is not an origin, and a Host header that is more than a host and a port', () => {
    expect(isOwnOrigin('null', 'null')).toBe(false);
    expect(isOwnOrigin('file://', '')).toBe(false);
    expect(isOwnOrigin('http://shop.example/', 'shop.example')).toBe(false);
    expect(isOwnOrigin('http://user@shop.example', 'user@shop.example')).toBe(false);
    expect(isOwnOrigin('http://shop.example', 'evil.example@shop.example')).toBe(false);
    expect(isOwnOrigin('http://shop.example', 'shop.example/path')).toBe(false);
    expect(isOwnOrigin('ws://shop.example', 'shop.example')).toBe(false);
    expect(isOwnOrigin('http://shop.example', undefined)).toBe(false);
  });
});

describe('originAllowed', () => {
  const allowed = originAllowed({ publicUrl: 'http://localhost:3000', corsOrigins: ['http://localhost:5173'] });

  it('allows no Origin, PUBLIC_URL, CORS_ORIGINS and the page at the request’s own host', () => {
    expect(allowed(undefined, '127.0.0.1:3000')).toBe(true);
    expect(allowed('http://localhost:3000', '127.0.0.1:3000')).toBe(true);
    expect(allowed('http://localhost:5173', 'localhost:3000')).toBe(true);
    expect(allowed('http://127.0.0.1:3000', '127.0.0.1:3000')).toBe(true);
  });

  it('refuses any other page', () => {
    expect(allowed('http://evil.example', 'localhost:3000')).toBe(false);
    expect(allowed('http://127.0.0.1:3000', 'localhost:3000')).toBe(false);
    expect(allowed('http://evil.example', undefined)).toBe(false);
  });
});
