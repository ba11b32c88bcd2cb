import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath, useStorefront } from '../../shared/storefront-context';

/** Links to the home page of each available language; hidden when there is only one. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { config, language } = useStorefront();
  const localized = useLocalizedPath();
  if (config.languages.length < 2) return null;
  return (
    <nav className="language-switcher" aria-label={t('shell.languageMenu')}>
      <ul>
        {config.languages.map((code) => (
          <li key={code}>
            <Link
              to={localized('/', code)}
              hrefLang={code}
              lang={code}
              aria-current={code === language ? 'true' : undefined}
            >
              {t(`languages.${code}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
