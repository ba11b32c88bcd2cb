import { normalizeSearchText } from '@shop/validation/search';
import { SearchPage } from '../../features/search';
import { loadSearchPage } from '../../features/search/index.server';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { parseCatalogPath } from '../../shared/routing/catalog-path';
import { localizePath } from '../../shared/routing/language-path';
import { redirectWithinShop } from '../../shared/routing/safe-path';
import { seoMeta } from '../../shared/seo/page-seo';
import { notFound, pageContext } from '../page-context.server';
import { pageHeaders } from '../route-headers';
import { NotFoundPage } from '../shell/NotFoundPage';
import type { Route } from './+types/search';

/** Search results for ?q= with the listing state of the url (filters as /search/f/… segments). */
export async function loader(args: Route.LoaderArgs) {
  const context = pageContext(args);
  if (context.unavailableLanguage) return notFound(context);
  const { basePath, filters } = parseCatalogPath(context.path);
  if (basePath !== '/search') return notFound(context);
  const raw = args.url.searchParams.get('q') ?? '';
  const query = normalizeSearchText(raw);
  // One url per search (docs/BEHAVIOUR.md#validation: whitespace-collapsed, trimmed, lower-cased); the rest of the url stays.
  if (raw !== query) {
    const search = new URLSearchParams(args.url.searchParams);
    if (query) search.set('q', query);
    else search.delete('q');
    const text = search.toString();
    throw redirectWithinShop(
      localizePath(`${context.path}${text ? `?${text}` : ''}`, context.language, context.config),
      301,
    );
  }
  return loadSearchPage(context, query, filters);
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.page === 'not-found') return <NotFoundPage />;
  return (
    <SearchPage
      query={loaderData.query}
      listing={loaderData.listing}
      suggestions={loaderData.suggestions}
      columns={loaderData.columns}
      heading={t('screens.search')}
      subheading={loaderData.query ? t('search.titleFor', { query: loaderData.query }) : undefined}
    />
  );
}
