import '../../shared/forms/zod-without-eval';
import { z } from 'zod';
import { fieldMessage } from '../../shared/forms/field-message';
import { firstInvalidEmail, parseRecipientEmails } from './share-emails';

// The share form's schema, loaded when a field is first checked (useLazyZodForm): zod is not part
// of the wishlist's first load.

const MESSAGE_MAX_LENGTH = 300;

/** Recipients (one or more valid addresses) and an optional personal message. */
export const shareSchema = z.object({
  emails: z.string().superRefine((text, context) => {
    const emails = parseRecipientEmails(text);
    if (emails.length === 0) {
      context.addIssue({ code: 'custom', message: fieldMessage('wishlist.shareEmailsRequired') });
      return;
    }
    const invalid = firstInvalidEmail(emails);
    if (invalid !== undefined) {
      context.addIssue({
        code: 'custom',
        message: fieldMessage('wishlist.shareEmailInvalid', { email: invalid }),
      });
    }
  }),
  message: z
    .string()
    .trim()
    .max(MESSAGE_MAX_LENGTH, { error: fieldMessage('form.max_length', { count: MESSAGE_MAX_LENGTH }) }),
});
