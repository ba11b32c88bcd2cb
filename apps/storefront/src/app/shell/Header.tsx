import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { themeAssets } from '../../../config/themes';
import { SessionKeeper } from '../../features/account';
import { MiniCart } from '../../features/cart';
import { CompareLink } from '../../features/compare';
import type { MenuItem } from '../../features/navigation';
import { MainMenu } from '../../features/navigation';
import { useLocalizedPath, useStorefront } from '../../shared/storefront-context';
import { HeartIcon, UserIcon } from '../../shared/ui/icons';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SearchBox } from './SearchBox';

/** Logo of the theme, search, account, wishlist, mini-cart, language switch and the main menu. */
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
          <img src={themeAssets(config.template).logo} alt="" width={40} height={40} />
          <span>{config.shopName}</span>
        </Link>
        <SearchBox />
        <div className="site-header__links">
          <Link to={localized('/account')} className="header-link">
            <UserIcon />
            <span className="header-link__text">{t('shell.account')}</span>
          </Link>
          <Link to={localized('/wishlist')} className="header-link">
            <HeartIcon />
            <span className="header-link__text">{t('shell.wishlist')}</span>
          </Link>
          <CompareLink />
          <MiniCart />
        </div>
        <LanguageSwitcher />
      </div>
      <MainMenu items={menu} />
      <SessionKeeper />
    </header>
  );
}
