import { useTranslation } from '../../shared/i18n/I18nProvider';
import type { CompareToggleProps } from '../../shared/product-card/product-toggles';
import { useCompareToggle } from './compare-store';

/** The compare toggle of a product card or the product page: pressed while the product is on the list. */
export function CompareToggleButton({ sku, productName, placement }: CompareToggleProps) {
  const { t } = useTranslation();
  const { isCompared, toggle } = useCompareToggle(sku);
  const label =
    placement === 'card'
      ? t(isCompared ? 'listing.compareRemove' : 'listing.compareAdd', { name: productName })
      : t(isCompared ? 'product.compareRemove' : 'product.compareAdd', { name: productName });
  return (
    <button
      type="button"
      className={
        placement === 'card'
          ? 'toggle-button compare-toggle compare-toggle--card'
          : 'toggle-button compare-toggle'
      }
      aria-pressed={isCompared}
      aria-label={label}
      title={label}
      onClick={toggle}
    >
      {placement === 'card' ? (
        <span className="toggle-button__text">{t('listing.compare')}</span>
      ) : (
        <>
          <span aria-hidden="true">⇄</span>{' '}
          <span className="toggle-button__text">
            {t(isCompared ? 'product.compareRemoveShort' : 'product.compareAddShort')}
          </span>
        </>
      )}
    </button>
  );
}
