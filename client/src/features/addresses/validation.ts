import { z } from 'zod';
import { ADDRESS_LIMITS, PHONE_PATTERN } from '@/config/rules';
import { optionalText, requiredText } from '@/lib/validation';

export const PHONE_MESSAGE = 'Phone may contain only digits, spaces and + ( ) - .';

/**
 * The address form's rules, each limit from config/rules.ts (the server's, compared by its tests):
 * full name, line 1, city, postal code and country required; line 2, region and phone optional.
 * Messages name the field as the server's do.
 */
export const addressSchema = z.object({
  fullName: requiredText('Full name', ADDRESS_LIMITS.fullName),
  line1: requiredText('Address line 1', ADDRESS_LIMITS.line1),
  line2: optionalText('Address line 2', ADDRESS_LIMITS.line2),
  city: requiredText('City', ADDRESS_LIMITS.city),
  region: optionalText('Region', ADDRESS_LIMITS.region),
  postalCode: requiredText('Postal code', ADDRESS_LIMITS.postalCode),
  country: z.string().min(1, 'Country is required'),
  phone: optionalText('Phone', ADDRESS_LIMITS.phone).refine(
    (value) => value === '' || PHONE_PATTERN.test(value),
    PHONE_MESSAGE,
  ),
});

export type AddressValues = z.input<typeof addressSchema>;

export const emptyAddress: AddressValues = {
  fullName: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
  phone: '',
};
