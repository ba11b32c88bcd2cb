import type { ReactNode } from 'react';
import type { MenuItem } from '../../features/navigation';
import { FreeShippingHint } from '../../shared/cart/FreeShippingHint';
import { RichText } from '../../shared/html/RichText';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { ClientRuntime } from './ClientRuntime';
import { CookieBar } from './CookieBar';
import { Footer } from './Footer';
import { GlobalMessages } from './GlobalMessages';
import { Header } from './Header';
import { NavigationWatchdog } from './LoadError';
import { LoadingIndicator } from './LoadingIndicator';
import { Messages } from './Messages';
import { ScrollToTop } from './ScrollToTop';
import type { ShellContent } from './shell-content';

/** The frame around every page: header with menu, messages, content, footer, cookie bar. */
export function Shell(props: { menu: readonly MenuItem[]; content: ShellContent; children: ReactNode }) {
  const { menu, content, children } = props;
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#content">
        {t('shell.skipToContent')}
      </a>
      <LoadingIndicator />
      <ScrollToTop />
      <GlobalMessages messages={content.globalMessages} />
      <Header menu={menu} />
      <FreeShippingHint />
      <Messages />
      <main id="content" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer blocks={content.footer} />
      <NavigationWatchdog />
      <ClientRuntime />
      <CookieBar
        notice={content.cookieNotice ? <RichText content={content.cookieNotice.content} /> : undefined}
      />
    </>
  );
}
