import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { Language } from '../../config/languages';
import type { PublicConfig } from '../../config/schema';
import type { Translations } from '../shared/i18n/create-i18n';
import { I18nProvider } from '../shared/i18n/I18nProvider';
import { StorefrontProvider } from '../shared/storefront-context';

interface ProvidersProps {
  language: Language;
  config: PublicConfig;
  translations: Translations;
  children: ReactNode;
}

/** Everything the pages expect above them. State lives per server render / per browser session. */
export function Providers({ language, config, translations, children }: ProvidersProps) {
  // Route loaders fetch the SSR data; the query client is for client-side server state later.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }),
  );
  return (
    <StorefrontProvider language={language} config={config}>
      <I18nProvider language={language} translations={translations}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nProvider>
    </StorefrontProvider>
  );
}
