import type { Translate } from '../i18n/translator';

// The coupon form's pure rules: what is sent, and what the success message names.

/** The typed code without surrounding spaces; undefined when nothing was typed. */
export function couponCodeToSend(input: string): string | undefined {
  const code = input.trim();
  return code === '' ? undefined : code;
}

/**
 * The code as the cart names it after applying: the api matches codes case-insensitively, so
 * 'welkom10' is applied as 'WELKOM10'. Falls back to the typed code.
 */
export function appliedCouponCode(appliedCoupons: readonly string[], typed: string): string {
  const wanted = typed.trim().toLowerCase();
  return appliedCoupons.find((code) => code.toLowerCase() === wanted) ?? typed.trim();
}

/** Spec docs/BEHAVIOUR.md#error-texts: 'Coupon {code} is toegevoegd' (and its German and English versions). */
export function couponAddedText(t: Translate, code: string): string {
  return t('cart.couponAdded', { code });
}
