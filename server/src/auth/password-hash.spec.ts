import { PasswordHash } from './password-hash';

describe('PasswordHash', () => {
  const standard = new PasswordHash({ passwordHashing: 'standard' });
  const fast = new PasswordHash({ passwordHashing: 'fast' });

  it('hashes with argon2id at the cost of its setting, and checks the password', async () => {
    const strong = await standard.hash('secret123');
    const cheap = await fast.hash('secret123');
    expect(strong).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await standard.matches(strong, 'secret123')).toBe(true);
    expect(await standard.matches(strong, 'secret124')).toBe(false);
  });

  it('checks hashes made at either cost, whatever its own (a hash records its cost)', async () => {
    expect(await fast.matches(await standard.hash('pw-one-1'), 'pw-one-1')).toBe(true);
    expect(await standard.matches(await fast.hash('pw-two-2'), 'pw-two-2')).toBe(true);
  });

  it('says no for an unknown account (no hash) and for a stored value that is not a hash', async () => {
    expect(await fast.matches(undefined, 'not-a-real-password')).toBe(false);
    expect(await fast.matches('not a hash', 'secret123')).toBe(false);
  });
});
