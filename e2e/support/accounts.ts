import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expectPath, expectToast } from './browser';

/** A 1x1 PNG, enough to exercise the photo upload and preview. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(3).toString('hex')}@example.com`;

export interface Person {
  name: string;
  email: string;
  password: string;
}

export function newPerson(prefix: string): Person {
  return {
    name: `${prefix[0].toUpperCase()}${prefix.slice(1)} Tester`,
    email: uniqueEmail(prefix),
    password: 'secret123',
  };
}

/** Fills and submits the register form; waits for the success toast and the home page. */
export async function registerThroughForm(
  page: Page,
  person: Person,
  options: { role?: 'user' | 'admin'; photo?: boolean } = {},
) {
  await page.goto('/register');
  if (options.photo) {
    await page.setInputFiles('#register-photo', { name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
  }
  await page.fill('#register-name', person.name);
  await page.fill('#register-email', person.email);
  if (options.role) {
    await page.locator('#register-role').locator(`option[value="${options.role}"]`).waitFor({ state: 'attached' });
    await page.selectOption('#register-role', options.role);
  }
  await page.fill('#register-password', person.password);
  await page.fill('#register-confirmPassword', person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectToast(page, 'Registration successful!');
  await expectPath(page, '/');
}

export async function signInThroughForm(page: Page, person: Pick<Person, 'email' | 'password'>) {
  await page.fill('#login-email', person.email);
  await page.fill('#login-password', person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectToast(page, 'Login successful!');
}

/** Opens the profile menu (desktop) and chooses Logout. */
export async function signOutThroughMenu(page: Page) {
  await page
    .getByRole('button', { name: /account menu|profile menu|open menu for/i })
    .first()
    .click();
  await page
    .getByRole('menuitem', { name: 'Logout' })
    .or(page.getByRole('button', { name: 'Logout' }))
    .first()
    .click();
  await expectToast(page, 'Logged out successfully');
}
