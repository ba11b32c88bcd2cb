import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../navigation/menu';
import { Footer } from './Footer';
import { Header } from './Header';

/** The page frame around every route (the full shell with cart, search etc. comes later). */
export function Shell({ menu, children }: { menu: readonly MenuItem[]; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#content">
        {t('shell.skipToContent')}
      </a>
      <Header menu={menu} />
      <main id="content" className="site-main">
        {children}
      </main>
      <Footer />
    </>
  );
}
