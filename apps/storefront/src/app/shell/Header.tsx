import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { themeAssets } from '../../../config/themes';
import { SessionKeeper } from '../../features/account';
import { MiniCart } from '../../features/cart';
import { CompareLink } from '../../features/compare';
import type { MenuItem } from '../../features/navigation';
import { MainMenu } from '../../features/navigation';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { usePageChanged } from '../../shared/routing/page-change';
import { useLocalizedPath, useStorefront } from '../../shared/storefront-context';
import { HeartIcon, SearchIcon, UserIcon } from '../../shared/ui/icons';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SearchBox } from './SearchBox';

/**
 * Logo of the theme, search, account, wishlist, mini-cart, language switch and the main menu.
 * On phones (docs/BEHAVIOUR.md#main-menu) the bar is one row of icons: the menu toggle, the logo,
 * a search button that opens the search field below the row, account, wishlist, compare and cart.
 */
export function Header({ menu }: { menu: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const { config } = useStorefront();
  const localized = useLocalizedPath();
  const searchId = useId();
  const [searchOpen, setSearchOpen] = useState(false);
  const searchRef = useRef<HTMLDivElement>(null);
  const searchToggleRef = useRef<HTMLButtonElement>(null);

  // Opening the search on a phone puts the cursor in its field.
  useEffect(() => {
    if (searchOpen) searchRef.current?.querySelector('input')?.focus();
  }, [searchOpen]);
  // A navigation closes the phone search.
  if (usePageChanged()) setSearchOpen(false);

  // Escape in an opened phone search (the suggestion list closes first) closes it, focus back on the button.
  const onSearchKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (
      event.key !== 'Escape' ||
      !searchOpen ||
      event.currentTarget.querySelector('[role="listbox"]:not([hidden])')
    )
      return;
    setSearchOpen(false);
    searchToggleRef.current?.focus();
  };

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link
          to={localized('/')}
          className="site-header__logo"
          aria-label={t('shell.homeLink', { shopName: config.shopName })}
        >
          <img src={themeAssets(config.template).logo} alt="" width={40} height={40} />
          <span className="site-header__shop-name">{config.shopName}</span>
        </Link>
        <button
          ref={searchToggleRef}
          type="button"
          className="header-link site-header__search-toggle"
          data-early-tap="search"
          data-early-open
          aria-expanded={searchOpen}
          aria-controls={searchId}
          onClick={() => setSearchOpen((open) => !open)}
        >
          <SearchIcon />
          <span className="header-link__text">{t('shell.searchLabel')}</span>
        </button>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape from the search field inside closes the phone search. */}
        <div
          id={searchId}
          ref={searchRef}
          className="site-header__search"
          data-open={searchOpen}
          onKeyDown={onSearchKeyDown}
        >
          <SearchBox />
        </div>
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
