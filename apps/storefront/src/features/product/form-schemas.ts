import { z } from 'zod';
import { fieldMessage } from '../../shared/forms/field-message';
import { emailField, requiredText } from '../../shared/forms/rules';
import type { RatingMetadata } from './product';
import { ratingField } from './reviews';

// The product page's form schemas, loaded when a field is first checked (useLazyZodForm): zod is
// not part of the product page's first load.

/** The review form's schema: every field required (docs/BEHAVIOUR.md#validation), one value per active rating. */
export function reviewSchema(ratings: readonly RatingMetadata[]) {
  return z.object({
    nickname: requiredText('required.review_nickname'),
    summary: requiredText('required.review_summary'),
    text: requiredText('required.review_text'),
    ratings: z.object(
      Object.fromEntries(
        ratings.map((_rating, index) => [
          ratingField(index),
          z.string({ error: fieldMessage('required.review_rating') }).min(1, {
            error: fieldMessage('required.review_rating'),
          }),
        ]),
      ),
    ),
  });
}

/** The back-in-stock alert's schema: a valid e-mail address. */
export const stockAlertSchema = z.object({ alertEmail: emailField() });
