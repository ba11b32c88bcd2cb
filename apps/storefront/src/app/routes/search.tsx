import { normalizeSearchText } from '@shop/validation';
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { NotFoundPage } from '../../features/shell/NotFoundPage';
import { ScreenPlaceholder } from '../../features/shell/ScreenPlaceholder';
import { localizePath } from '../../shared/routing/language-path';
import { seoMeta } from '../../shared/seo/page-seo';
import { notFound, pageContext } from '../page-context.server';
import { pageHeaders } from '../route-headers';
import type { Route } from './+types/search';

/** Search results for ?q= (the listing comes with the search issue). */
export function loader(args: Route.LoaderArgs) {
  const context = pageContext(args);
  if (context.unavailableLanguage) return notFound(context);
  const raw = args.url.searchParams.get('q') ?? '';
  const query = normalizeSearchText(raw);
  // One url per search (spec §5: whitespace-collapsed, trimmed, lower-cased).
  if (raw !== query) {
    const search = query ? `?q=${encodeURIComponent(query)}` : '';
    throw redirect(localizePath(`/search${search}`, context.language, context.config), 301);
  }
  const { t } = context;
  const title = query ? t('search.titleFor', { query }) : t('screens.search');
  return {
    page: 'search' as const,
    query,
    // Result pages are endless variations: they are not indexed.
    seo: context.seo(title, title, { noindex: true, alternates: context.samePathAlternates() }),
  };
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.page === 'not-found') return <NotFoundPage />;
  return (
    <ScreenPlaceholder name="search">
      {loaderData.query ? (
        <p className="search-query">{t('search.titleFor', { query: loaderData.query })}</p>
      ) : null}
    </ScreenPlaceholder>
  );
}
