import type { Language } from '../../../config/languages';
import { fixedRouteOfId } from './fixed-routes';
import { type LanguageSettings, localizePath, splitLanguagePrefix } from './language-path';

/**
 * The same page in each language, as paths without language prefix. Loaders of entity pages
 * (category, product, CMS page) put it in their data as `alternates`, because an entity's url
 * differs per language (/kleding in Dutch is /bekleidung in German).
 */
export type Alternates = Partial<Record<Language, string>>;

export interface SwitchContext {
  settings: LanguageSettings;
  /** The current url's pathname and search. */
  pathname: string;
  search: string;
  /** Id and data of the deepest matched route. */
  routeId: string | undefined;
  data: unknown;
}

/**
 * Where the language switch leads for each available language (docs/BEHAVIOUR.md#pages-and-routes "A language switch keeps
 * the shopper on the same page"): the page's own alternates; for fixed routes and the home page
 * the same path under the other prefix; otherwise the other language's home page.
 */
export function languageSwitchTargets(context: SwitchContext): Record<string, string> {
  const { settings } = context;
  const alternates = alternatesOf(context.data);
  const { path } = splitLanguagePrefix(context.pathname, settings);
  const samePage = isLanguageIndependent(context.routeId);
  const targets: Record<string, string> = {};
  for (const language of settings.languages) {
    const alternate = alternates?.[language];
    const target = alternate !== undefined ? alternate : samePage ? `${path}${context.search}` : '/';
    targets[language] = localizePath(target, language, settings);
  }
  return targets;
}

/** Absolute urls of the page in every language (hreflang), or undefined with one language. */
export function alternateUrls(
  alternates: Alternates,
  settings: LanguageSettings,
  origin: string,
): Array<{ language: Language; href: string }> | undefined {
  if (settings.languages.length < 2) return undefined;
  return settings.languages.flatMap((language) => {
    const path = alternates[language];
    return path === undefined
      ? []
      : [{ language, href: new URL(localizePath(path, language, settings), origin).href }];
  });
}

function alternatesOf(data: unknown): Alternates | undefined {
  if (typeof data !== 'object' || data === null || !('alternates' in data)) return undefined;
  return (data as { alternates?: Alternates }).alternates;
}

function isLanguageIndependent(routeId: string | undefined): boolean {
  if (!routeId) return false;
  if (routeId === 'home' || /^[a-z]{2}-home$/.test(routeId)) return true;
  const route = fixedRouteOfId(routeId);
  return route !== undefined && route.name !== 'page-not-found';
}
