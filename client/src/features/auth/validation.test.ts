import { validateLogin, validateRegistration, type RegisterValues } from './validation';

const valid: RegisterValues = {
  name: 'Ada',
  email: 'ada@example.com',
  role: 'user',
  password: 'secret1',
  confirmPassword: 'secret1',
  photo: null,
};

describe('validateRegistration', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(valid, { adminExists: false })).toEqual({});
  });

  it('rejects choosing admin while an admin exists', () => {
    expect(validateRegistration({ ...valid, role: 'admin' }, { adminExists: true })).toEqual({
      role: 'Admin already exists in the system. Only one admin is allowed.',
    });
    expect(validateRegistration({ ...valid, role: 'admin' }, { adminExists: false })).toEqual({});
  });

  it('treats a whitespace-only name as missing and checks the email format', () => {
    expect(validateRegistration({ ...valid, name: '   ', email: 'not-an-email' }, { adminExists: false })).toEqual({
      name: 'Full name is required',
      email: 'Please enter a valid email address',
    });
  });

  it('reports passwords that do not match together with the other problems', () => {
    expect(validateRegistration({ ...valid, name: '', confirmPassword: 'secret2' }, { adminExists: false })).toEqual({
      name: 'Full name is required',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('names the first broken password rule only', () => {
    expect(validateRegistration({ ...valid, password: '', confirmPassword: '' }, { adminExists: false })).toEqual({
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(validateRegistration({ ...valid, password: 'abc', confirmPassword: 'abc' }, { adminExists: false })).toEqual(
      {
        password: 'Password must be at least 6 characters long',
      },
    );
  });

  it('counts a name as the server does, in characters rather than UTF-16 units', () => {
    expect(validateRegistration({ ...valid, name: '😀'.repeat(100) }, { adminExists: false })).toEqual({});
    expect(validateRegistration({ ...valid, name: '😀'.repeat(101) }, { adminExists: false })).toEqual({
      name: 'Full name must be at most 100 characters long',
    });
  });

  it('accepts a password of exactly 6 characters', () => {
    expect(
      validateRegistration({ ...valid, password: '123456', confirmPassword: '123456' }, { adminExists: false }),
    ).toEqual({});
  });
});

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
});
