import { useTranslation } from '../../shared/i18n/I18nProvider';
import { useLocalizedPath } from '../../shared/storefront-context';

/** Unexpected failure (e.g. the api is down). Details are only shown during development. */
export function ErrorPage({ status, detail }: { status: number; detail?: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <section className="message-page" aria-labelledby="error-heading">
      <p className="message-page__eyebrow">{status}</p>
      <h1 id="error-heading">{t('error.title')}</h1>
      <p>{t('error.message')}</p>
      {detail ? <pre className="message-page__detail">{detail}</pre> : null}
      {/* A full page load on purpose: the app state may be what failed. */}
      <a href={localized('/')}>{t('error.homeLink')}</a>
    </section>
  );
}
