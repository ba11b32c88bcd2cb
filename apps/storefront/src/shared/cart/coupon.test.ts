import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import nl from '../../locales/nl.json';
import { createTranslator } from '../i18n/translator';
import { appliedCouponCode, couponAddedText, couponCodeToSend } from './coupon';

describe('coupon form rules', () => {
  it('sends the typed code without surrounding spaces, nothing when empty', () => {
    expect(couponCodeToSend('  welkom10 ')).toBe('welkom10');
    expect(couponCodeToSend('   ')).toBeUndefined();
    expect(couponCodeToSend('')).toBeUndefined();
  });

  it('names the coupon as the cart has it (codes match case-insensitively)', () => {
    expect(appliedCouponCode(['WELKOM10'], ' welkom10')).toBe('WELKOM10');
    expect(appliedCouponCode([], 'save5 ')).toBe('save5');
    expect(appliedCouponCode(['SAVE5'], 'welkom10')).toBe('welkom10');
  });

  it("says 'Coupon {code} is toegevoegd' (docs/BEHAVIOUR.md#error-texts) in Dutch, and the same in German and English", () => {
    const text = (language: 'nl' | 'de' | 'en', translations: typeof en) =>
      couponAddedText(createTranslator(language, translations), 'WELKOM10');
    expect(text('nl', nl)).toBe('Coupon WELKOM10 is toegevoegd');
    expect(text('de', de)).toBe('Coupon WELKOM10 wurde hinzugefügt');
    expect(text('en', en)).toBe('Coupon WELKOM10 has been added');
  });
});
