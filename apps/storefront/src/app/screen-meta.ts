import type { MetaDescriptor } from 'react-router';
import type { Language } from '../../config/languages';
import type { PublicConfig } from '../../config/schema';
import { createTranslator, type Translations } from '../shared/i18n/translator';
import type { FixedRouteName } from '../shared/routing/fixed-routes';

interface RootData {
  language: Language;
  config: PublicConfig;
  translations: Translations;
}

/**
 * Title of a client-rendered screen (account, cart, checkout …), from the root data's texts:
 * these routes have no server loader. They hold personal data, so search engines skip them.
 */
export function clientScreenMeta(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
  name: Exclude<FixedRouteName, 'page-not-found'>,
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  if (!root) return [];
  const t = createTranslator(root.language, root.translations);
  return [
    { title: `${t(`screens.${name}`)} | ${root.config.shopName}` },
    { name: 'robots', content: 'noindex' },
  ];
}
