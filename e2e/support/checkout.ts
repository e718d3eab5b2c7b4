import type { Locator } from 'playwright-core';

/**
 * Waits, in the order's review, until the server's quote for the choices on screen is in: Confirm
 * order is then no longer marked as waiting (it stays focusable while it waits, so Playwright
 * would not wait for it on its own).
 */
export async function quoteShown(review: Locator) {
  await review.locator('button[aria-disabled="false"]', { hasText: 'Confirm order' }).waitFor();
}
