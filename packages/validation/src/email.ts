/** A practical e-mail rule: strict enough to catch typos, loose enough not to reject real addresses. */

const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;

/** Dot-separated atoms of the characters RFC 5322 allows unquoted (no leading, trailing or double dots). */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;

/** Host labels (no leading or trailing hyphen) followed by an alphabetic top-level domain. */
const DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/**
 * Checks local@domain.tld. The value is not trimmed: surrounding spaces make it invalid,
 * so callers trim user input first.
 */
export function isValidEmail(email: string): boolean {
  if (email.length > MAX_EMAIL_LENGTH) return false;
  const parts = email.split('@');
  if (parts.length !== 2) return false;
  const [localPart = '', domain = ''] = parts;
  return localPart.length <= MAX_LOCAL_PART_LENGTH && LOCAL_PART.test(localPart) && DOMAIN.test(domain);
}
