import { Link, useLocation, useMatches } from 'react-router';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { languageSwitchTargets } from '../../shared/routing/alternates';
import { useStorefront } from '../../shared/storefront-context';

/** The same page in each available language; hidden when there is only one. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { config, language } = useStorefront();
  const location = useLocation();
  const matches = useMatches();
  if (config.languages.length < 2) return null;
  const leaf = matches[matches.length - 1];
  const targets = languageSwitchTargets({
    settings: config,
    pathname: location.pathname,
    search: location.search,
    routeId: leaf?.id,
    data: leaf?.data,
  });
  return (
    <nav className="language-switcher" aria-label={t('shell.languageMenu')}>
      <ul>
        {config.languages.map((code) => (
          <li key={code}>
            <Link
              to={targets[code] ?? '/'}
              hrefLang={code}
              lang={code}
              aria-current={code === language ? 'true' : undefined}
              // The root data (texts, menu) changes with the language: no stale prefetch.
              prefetch="none"
            >
              {t(`languages.${code}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
