import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { useLocalizedPath } from '../../shared/storefront-context';
import { CompareIcon } from '../../shared/ui/icons';
import { useComparedSkus } from './compare-store';

/** The header's link to the compare page with the number of compared products. */
export function CompareLink() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const count = useComparedSkus().skus.length;
  return (
    <Link to={localized('/compare')} className="header-link" aria-label={t('compare.linkLabel', { count })}>
      <CompareIcon />
      <span className="header-link__text">{t('compare.link')}</span>
      {/* The space keeps the visible text and count inside the link's name (WCAG 2.5.3). */}{' '}
      {count > 0 ? (
        <span className="mini-cart__count" aria-hidden="true" data-testid="compare-count">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
