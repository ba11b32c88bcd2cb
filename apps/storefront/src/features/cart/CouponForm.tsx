import { type FormEvent, useId, useState } from 'react';
import { couponAddedText, couponCodeToSend } from '../../shared/cart/coupon';
import { useCartCoupon } from '../../shared/cart/use-cart';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { messages } from '../../shared/messages/message-store';

/**
 * The cart page's coupon form: apply a code (success: docs/BEHAVIOUR.md#error-texts 'Coupon {code} is toegevoegd'; a
 * refusal shows the server's text under the field) and remove the applied coupons.
 */
export function CouponForm({ appliedCoupons }: { appliedCoupons: readonly string[] }) {
  const { t } = useTranslation();
  const { applyCoupon, removeCoupon } = useCartCoupon();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const run = async (change: () => Promise<void>) => {
    if (saving) return;
    setSaving(true);
    try {
      await change();
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const toSend = couponCodeToSend(code);
    if (!toSend) {
      setErrors([t('cart.couponRequired')]);
      return;
    }
    void run(async () => {
      const result = await applyCoupon(toSend);
      if (result.done) {
        setCode('');
        setErrors([]);
        messages.success(couponAddedText(t, result.code), t('cart.coupon'));
      } else {
        setErrors(result.errors);
      }
    });
  };

  const remove = (applied: string) =>
    run(async () => {
      const result = await removeCoupon(applied);
      if (result.done) {
        setErrors([]);
        messages.success(t('cart.couponRemoved', { code: applied }), t('cart.coupon'));
      } else {
        setErrors(result.errors);
      }
    });

  return (
    <section className="cart-page__coupon" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className="cart-page__subheading">
        {t('cart.coupon')}
      </h2>
      {appliedCoupons.length > 0 ? (
        <ul className="cart-page__coupons" aria-label={t('cart.appliedCoupons')}>
          {appliedCoupons.map((applied) => (
            <li key={applied} data-testid="applied-coupon">
              <span>{applied}</span>
              <button
                type="button"
                className="button button--secondary"
                aria-label={t('cart.removeCoupon', { code: applied })}
                aria-disabled={saving}
                onClick={() => void remove(applied)}
              >
                {t('cart.removeCouponShort')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className="cart-page__coupon-form" onSubmit={submit} noValidate aria-busy={saving}>
        <label htmlFor={inputId}>{t('cart.couponCode')}</label>
        <div className="cart-page__coupon-row">
          <input
            id={inputId}
            name="coupon"
            type="text"
            autoComplete="off"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={errors.length > 0}
            aria-describedby={errors.length > 0 ? errorId : undefined}
          />
          <button type="submit" className="button" aria-disabled={saving}>
            {t('cart.applyCoupon')}
          </button>
        </div>
        {errors.length > 0 ? (
          <div id={errorId} className="cart-page__coupon-errors" role="alert">
            {errors.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        ) : null}
      </form>
    </section>
  );
}
