import { useTranslation } from 'react-i18next';
import { useCompareToggle } from '../compare/compare-store';

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
      <svg
        width={16}
        height={16}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M8 3v18M16 3v18M3 8h5M16 16h5" />
      </svg>
      <span className="toggle-button__text">{t('listing.compare')}</span>
    </button>
  );
}
