import type { Language } from '../../../config/languages';
import { CmsPageUrlDocument, LandingPageUrlDocument } from '../../../generated/graphql/graphql';
import type { GraphQLCaller } from '../../shared/graphql/client';
import type { Alternates } from '../../shared/routing/alternates';
import { pathOfRelativeUrl } from '../../shared/routing/catalog-path';

/** A CMS page's path in each language (its relative url per store view). */
export async function cmsPageAlternates(
  identifier: string,
  languages: readonly Language[],
  callFor: (language: Language) => GraphQLCaller,
): Promise<Alternates> {
  const entries = await Promise.all(
    languages.map(async (language) => {
      const url = (await callFor(language)(CmsPageUrlDocument, { identifier })).cmsPage?.relative_url;
      return url ? ([language, pathOfRelativeUrl(url)] as const) : undefined;
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== undefined));
}

/** A landing page's path in each language. */
export async function landingPageAlternates(
  identifier: string,
  languages: readonly Language[],
  callFor: (language: Language) => GraphQLCaller,
): Promise<Alternates> {
  const entries = await Promise.all(
    languages.map(async (language) => {
      const url = (await callFor(language)(LandingPageUrlDocument, { identifier })).landingPage?.relative_url;
      return url ? ([language, pathOfRelativeUrl(url)] as const) : undefined;
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== undefined));
}
