import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath, useStorefront } from '../../shared/storefront-context';
import { MainMenu } from '../navigation/MainMenu';
import type { MenuItem } from '../navigation/menu';
import { LanguageSwitcher } from './LanguageSwitcher';

export function Header({ menu }: { menu: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const { config } = useStorefront();
  const localized = useLocalizedPath();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link
          to={localized('/')}
          className="site-header__logo"
          aria-label={t('shell.homeLink', { shopName: config.shopName })}
        >
          <img src="/logo.svg" alt="" width={32} height={32} />
          <span>{config.shopName}</span>
        </Link>
        <LanguageSwitcher />
      </div>
      <MainMenu items={menu} />
    </header>
  );
}
