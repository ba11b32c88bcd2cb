import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../shared/storefront-context';
import { useComparedSkus } from './compare-store';

/** The header's link to the compare page with the number of compared products. */
export function CompareLink() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const count = useComparedSkus().skus.length;
  return (
    <Link to={localized('/compare')} className="header-link" aria-label={t('compare.linkLabel', { count })}>
      <svg
        width={22}
        height={22}
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
      <span className="header-link__text">{t('compare.link')}</span>
      {count > 0 ? (
        <span className="mini-cart__count" aria-hidden="true" data-testid="compare-count">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
