import { z } from 'zod';

/** A discount code as the server takes it (docs/api.md "Codes"): 3 to 32 letters, digits, - and _, any case. */
export const discountCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Enter a discount code')
    .regex(/^[A-Za-z0-9_-]{3,32}$/, 'A code has 3 to 32 letters, digits, - or _'),
});

export type DiscountCodeValues = z.input<typeof discountCodeSchema>;
