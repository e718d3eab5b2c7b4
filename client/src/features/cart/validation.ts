import { z } from 'zod';
import { CODE_MESSAGE, CODE_PATTERN } from '@/config/rules';

/** A discount code as the server takes it (docs/api.md "Checkout: shipping, tax and discount codes"): trimmed and upper-cased, then its pattern. */
export const discountCodeSchema = z.object({
  code: z.string().trim().toUpperCase().min(1, 'Enter a discount code').regex(CODE_PATTERN, CODE_MESSAGE),
});

export type DiscountCodeValues = z.input<typeof discountCodeSchema>;
export type DiscountCodeOutput = z.output<typeof discountCodeSchema>;
