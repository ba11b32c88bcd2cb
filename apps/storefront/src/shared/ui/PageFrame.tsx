import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/I18nProvider';
import type { FixedRouteName } from '../routing/fixed-routes';

/** The frame of a page with a fixed route (login, account, cart …): its title as the page heading, then the content. */
export function PageFrame({
  name,
  children,
}: {
  name: Exclude<FixedRouteName, 'page-not-found'>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="screen" aria-labelledby="screen-heading">
      <h1 id="screen-heading" className="page-title">
        {t(`screens.${name}`)}
      </h1>
      {children}
    </section>
  );
}

/** What a client-rendered screen shows during server rendering and until its data is there. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      {t('shell.loading')}
    </div>
  );
}
