import type { Locator } from 'playwright-core';
import { gql } from './api';

export interface AddressSpec {
  fullName: string;
  line1: string;
  city: string;
  postalCode: string;
  /** The country's name as the select shows it. */
  country: string;
  line2?: string;
  region?: string;
  phone?: string;
}

/** Fills the address form inside `scope` (a dialog, or the profile's address book) as a person would. */
export async function fillAddressForm(scope: Locator, address: AddressSpec) {
  await scope.getByLabel(/^Full name/).fill(address.fullName);
  await scope.getByLabel(/^Address line 1/).fill(address.line1);
  if (address.line2) await scope.getByLabel(/^Address line 2/).fill(address.line2);
  await scope.getByLabel(/^City/).fill(address.city);
  if (address.region) await scope.getByLabel(/^Region/).fill(address.region);
  await scope.getByLabel(/^Postal code/).fill(address.postalCode);
  const country = scope.getByRole('combobox', { name: /^Country/ });
  await country.locator('option', { hasText: address.country }).first().waitFor({ state: 'attached' });
  await country.selectOption({ label: address.country });
  if (address.phone) await scope.getByLabel(/^Phone/).fill(address.phone);
}

/** Adds an address to the account behind `token` through the API (setting a scene up); returns its id. */
export async function addAddress(token: string, input: Record<string, string>): Promise<string> {
  const { addAddress: added } = await gql<{ addAddress: { address: { id: string } } }>(
    token,
    'mutation Add($input: AddressInput!) { addAddress(input: $input) { address { id } } }',
    { input },
  );
  return added.address.id;
}
