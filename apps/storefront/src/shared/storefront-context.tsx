import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import type { Language } from '../../config/languages';
import type { PublicConfig } from '../../config/schema';
import type { DateFormat } from './dates/format-date';
import type { MoneyFormat } from './money/format-money';
import { localizePath } from './routing/language-path';

export interface Storefront {
  language: Language;
  config: PublicConfig;
}

const StorefrontContext = createContext<Storefront | null>(null);

/** Current language and public configuration, from the root loader data. */
export function StorefrontProvider(props: Storefront & { children: ReactNode }) {
  const { language, config, children } = props;
  const value = useMemo(() => ({ language, config }), [language, config]);
  return <StorefrontContext.Provider value={value}>{children}</StorefrontContext.Provider>;
}

export function useStorefront(): Storefront {
  const storefront = useContext(StorefrontContext);
  if (!storefront) throw new Error('useStorefront() needs a StorefrontProvider above it');
  return storefront;
}

/** The store view of the current language: the api answers texts (and errors) in its language. */
export function useStoreView(): string | undefined {
  const { language, config } = useStorefront();
  return config.storeViews[language];
}

/**
 * Turns '/path' into the url of the current (or given) language. The same function while the
 * language stays: an effect that navigates with it must not run again on every render (a
 * navigation started on each render aborts the one before, and none ever ends).
 */
export function useLocalizedPath(): (path: string, language?: Language) => string {
  const { language, config } = useStorefront();
  return useCallback((path, target = language) => localizePath(path, target, config), [language, config]);
}

export function useMoneyFormat(): MoneyFormat {
  const { language, config } = useStorefront();
  return useMemo(
    () => ({
      locale: config.locales[language] ?? 'de-DE',
      currency: config.currency,
      showDashForWholeAmounts: config.money.showDashForWholeAmounts,
      hideZeroDecimals: config.money.hideZeroDecimals,
    }),
    [config, language],
  );
}

export function useDateFormat(): DateFormat {
  const { language, config } = useStorefront();
  return useMemo(
    () => ({ locale: config.locales[language] ?? 'de-DE', timeZone: config.timeZone }),
    [config, language],
  );
}
