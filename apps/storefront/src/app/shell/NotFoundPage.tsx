import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { useLocalizedPath } from '../../shared/storefront-context';

/** The 404 page (docs/BEHAVIOUR.md#error-texts texts); the route answers with status 404. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <section className="message-page" aria-labelledby="not-found-heading">
      <p className="message-page__eyebrow">{t('notFound.heading')}</p>
      <h1 id="not-found-heading">{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <Link to={localized('/')}>{t('notFound.homeLink')}</Link>
    </section>
  );
}
