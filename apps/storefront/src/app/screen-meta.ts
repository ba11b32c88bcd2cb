import type { MetaDescriptor } from 'react-router';
import type { Language } from '../../config/languages';
import type { PublicConfig } from '../../config/schema';
import { loadedCatalogue } from '../shared/i18n/catalogues';
import { createTranslator } from '../shared/i18n/translator';
import type { FixedRouteName } from '../shared/routing/fixed-routes';

interface RootData {
  language: Language;
  config: PublicConfig;
}

/**
 * Title of a client-rendered screen (account, cart, checkout …), in the root data's language:
 * these routes have no server loader. They hold personal data, so search engines skip them.
 */
export function clientScreenMeta(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
  name: Exclude<FixedRouteName, 'page-not-found'>,
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  if (!root) return [];
  const t = createTranslator(root.language, loadedCatalogue(root.language));
  return [
    { title: `${t(`screens.${name}`)} | ${root.config.shopName}` },
    { name: 'robots', content: 'noindex' },
  ];
}
