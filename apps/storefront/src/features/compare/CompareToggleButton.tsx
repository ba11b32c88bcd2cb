import { useTranslation } from 'react-i18next';
import { useCompareToggle } from '../compare/compare-store';
import { CompareIcon } from '../shell/icons';

/** The compare toggle of a product card: pressed while the product is on the compare list. */
export function CompareToggleButton({ sku, productName }: { sku: string; productName: string }) {
  const { t } = useTranslation();
  const { isCompared, toggle } = useCompareToggle(sku);
  const label = t(isCompared ? 'listing.compareRemove' : 'listing.compareAdd', { name: productName });
  return (
    <button
      type="button"
      className="toggle-button compare-toggle"
      aria-pressed={isCompared}
      aria-label={label}
      title={label}
      onClick={toggle}
    >
      <CompareIcon size={16} />
      <span className="toggle-button__text">{t('listing.compare')}</span>
    </button>
  );
}
