import type { RequestContext } from '../../context.js';
import type { Resolvers, ResolversInterfaceTypes } from '../../generated/resolvers-types.js';
import { encodeUid } from '../../uid.js';
import {
  loadCmsPageById,
  loadCmsPageByIdentifier,
  loadCmsPageByUrlKey,
  loadLandingPageById,
  loadLandingPageByRelativeUrl,
} from '../content/pages.js';
import { URL_SUFFIX } from '../product/resolvers.js';
import { findRoute, type RouteTarget, routePath } from './route.js';

type Routable = ResolversInterfaceTypes<Record<string, never>>['RoutableInterface'];

const PRODUCT_TYPE_NAMES = {
  simple: 'SimpleProduct',
  configurable: 'ConfigurableProduct',
  bundle: 'BundleProduct',
  grouped: 'GroupedProduct',
} as const;

/** The identifier of the CMS page an empty url (the shop's home) answers, as Magento's route('/'). */
const HOME_PAGE_IDENTIFIER = 'home';

/**
 * The entity a url_rewrite row points at, as the same row object its own queries answer
 * (products and categories read with the url by findRoute as loadProducts and the category
 * loader read them, pages through the content loaders), marked with the redirect code when the
 * url is an old one.
 */
async function routedEntity(target: RouteTarget, context: RequestContext): Promise<Routable | null> {
  const { db, store } = context;
  const redirect = <T extends object>(entity: T | null | undefined): T | null => {
    if (!entity) return null;
    return target.redirectCode ? { ...entity, redirectCode: target.redirectCode } : entity;
  };
  switch (target.entityType) {
    // Products and categories come with the url (findRoute).
    case 'product': {
      const product = target.entity && 'product' in target.entity ? target.entity.product : null;
      if (product) context.responseCache.products.add(product.id);
      return redirect(product);
    }
    case 'category': {
      const category = target.entity && 'category' in target.entity ? target.entity.category : null;
      // Its breadcrumbs and children ask the loader: it knows this one already.
      if (category) context.loaders.categories.byId.prime(category.id, category);
      return redirect(category);
    }
    case 'cms_page':
      return redirect(await loadCmsPageById(db, store.code, target.entityId));
    case 'landing_page':
      return redirect(await loadLandingPageById(db, store.code, target.entityId));
  }
}

/** The entity a storefront url of the request's store view shows (`route`, `urlResolver`); null for none. */
async function resolveRoute(url: string, context: RequestContext): Promise<Routable | null> {
  // A route shows at most the product it leads to (named below; its fields read through the
  // product loaders), and a category's or landing page's products only through their own
  // listings, which say that they cannot name them.
  context.responseCache.productScopedFields++;
  const path = routePath(url);
  if (path === undefined) return null;
  const { db, store } = context;
  if (path === '') return loadCmsPageByIdentifier(db, store.code, HOME_PAGE_IDENTIFIER);
  const target = await findRoute(db, store, path);
  if (target) return routedEntity(target, context);
  // CMS pages also answer to their identifier and url key, landing pages to their url,
  // even where no url_rewrite row names them; an identifier that is not the page's url in
  // this store view answers a redirect to that url.
  const page = await loadCmsPageByUrlKey(db, store.code, path);
  if (page) return page;
  const byIdentifier = await loadCmsPageByIdentifier(db, store.code, path);
  if (byIdentifier) return { ...byIdentifier, redirectCode: 301 };
  return loadLandingPageByRelativeUrl(db, store.code, path);
}

/** Magento's older answer for a url: what it shows, by type, id and current url. */
function entityUrl(entity: Routable) {
  const [type, relativeUrl] =
    'typeId' in entity
      ? (['PRODUCT', `${entity.urlKey}${URL_SUFFIX}`] as const)
      : 'isAnchor' in entity
        ? (['CATEGORY', entity.urlPath] as const)
        : 'pageUrl' in entity
          ? (['LANDING_PAGE', entity.relativeUrl ?? entity.pageUrl] as const)
          : (['CMS_PAGE', entity.relativeUrl ?? entity.urlKey] as const);
  return {
    id: entity.id,
    entity_uid: encodeUid(entity.id),
    type,
    relative_url: relativeUrl,
    canonical_url: relativeUrl,
    redirectCode: entity.redirectCode ?? 0,
  };
}

export const routeResolvers: Resolvers = {
  Query: {
    route: (_parent, { url }, context) => resolveRoute(url, context),
    urlResolver: async (_parent, { url }, context) => {
      const entity = await resolveRoute(url, context);
      return entity ? entityUrl(entity) : null;
    },
  },
  RoutableInterface: {
    __resolveType: (entity) => {
      if ('typeId' in entity) return PRODUCT_TYPE_NAMES[entity.typeId];
      if ('isAnchor' in entity) return 'CategoryTree';
      if ('pageUrl' in entity) return 'LandingPage';
      return 'CmsPage';
    },
  },
};
