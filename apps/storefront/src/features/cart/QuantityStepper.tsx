import type { CartLine } from '../../shared/cart/cart-model';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import type { LineQuantity } from './use-line-quantity';

/** − / quantity / + of one cart line, as the mini-cart and the cart page show it. */
export function QuantityStepper({
  line,
  name,
  quantity,
  stepClassName,
}: {
  line: CartLine;
  name: string;
  quantity: LineQuantity;
  stepClassName: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className={stepClassName}
        aria-label={t('cart.decrease', { name })}
        aria-disabled={quantity.saving || line.quantity <= 1}
        onClick={() => quantity.step(-1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={quantity.draft}
        aria-label={t('cart.quantityOf', { name })}
        onChange={(event) => quantity.setDraft(event.target.value)}
        onBlur={quantity.commitDraft}
        onKeyDown={quantity.onKeyDown}
      />
      <button
        type="button"
        className={stepClassName}
        aria-label={t('cart.increase', { name })}
        aria-disabled={quantity.saving}
        onClick={() => quantity.step(1)}
      >
        +
      </button>
    </>
  );
}
