import { z } from 'zod';
import { DISCOUNT_CODE_MESSAGE, DISCOUNT_CODE_PATTERN } from '@/config/rules';

/** A discount code as the server takes it (docs/api.md "Codes"): trimmed and upper-cased, then its pattern. */
export const discountCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, 'Enter a discount code')
    .regex(DISCOUNT_CODE_PATTERN, DISCOUNT_CODE_MESSAGE),
});

export type DiscountCodeValues = z.input<typeof discountCodeSchema>;
export type DiscountCodeOutput = z.output<typeof discountCodeSchema>;
