import { isValidEmail } from '@shop/validation';

/** The recipients typed into the share form: separated by commas, semicolons or spaces, without repeats. */
export function parseRecipientEmails(text: string): string[] {
  const seen = new Set<string>();
  const emails: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    const email = part.trim();
    if (email === '' || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    emails.push(email);
  }
  return emails;
}

/** The first recipient that is not a valid e-mail address, if any. */
export function firstInvalidEmail(emails: readonly string[]): string | undefined {
  return emails.find((email) => !isValidEmail(email));
}
