import { z } from 'zod';
import { MAX_RATING, MAX_REVIEW_TEXT_LENGTH, MAX_REVIEW_TITLE_LENGTH, MIN_RATING } from '@/config/rules';
import { optionalText } from '@/lib/validation';

export const RATING_REQUIRED = 'Please choose a rating from 1 to 5 stars';

/** The review form's rules: the server's (stars, lengths in code points), checked before sending. */
export const reviewSchema = z.object({
  rating: z
    .number({ error: RATING_REQUIRED })
    .int(RATING_REQUIRED)
    .min(MIN_RATING, RATING_REQUIRED)
    .max(MAX_RATING, RATING_REQUIRED),
  title: optionalText('Title', MAX_REVIEW_TITLE_LENGTH),
  text: optionalText('Review', MAX_REVIEW_TEXT_LENGTH),
});

export type ReviewFormValues = z.input<typeof reviewSchema>;
