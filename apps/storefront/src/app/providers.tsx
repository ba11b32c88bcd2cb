import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import type { Language } from '../../config/languages';
import type { PublicConfig } from '../../config/schema';
import { CompareToggleButton } from '../features/compare';
import { WishlistToggleButton } from '../features/wishlist';
import { loadCart } from '../shared/cart/cart-service';
import { useCartEnvironment } from '../shared/cart/use-cart';
import type { Translations } from '../shared/i18n/create-i18n';
import { I18nProvider } from '../shared/i18n/I18nProvider';
import { type ProductToggles, ProductTogglesProvider } from '../shared/product-card/product-toggles';
import { StorefrontProvider } from '../shared/storefront-context';
import './session-subscribers';

interface ProvidersProps {
  language: Language;
  config: PublicConfig;
  translations: Translations;
  children: ReactNode;
}

/** The wishlist and compare features' toggles in the product cards' and product page's slots. */
const PRODUCT_TOGGLES: ProductToggles = {
  WishlistToggle: WishlistToggleButton,
  CompareToggle: CompareToggleButton,
};

/** Everything the pages expect above them. State lives per server render / per browser session. */
export function Providers({ language, config, translations, children }: ProvidersProps) {
  // Route loaders fetch the SSR data; the query client holds the browser's server state.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }),
  );
  return (
    <StorefrontProvider language={language} config={config}>
      <I18nProvider language={language} translations={translations}>
        <QueryClientProvider client={queryClient}>
          <ProductTogglesProvider toggles={PRODUCT_TOGGLES}>
            <CartLoader />
            {children}
          </ProductTogglesProvider>
        </QueryClientProvider>
      </I18nProvider>
    </StorefrontProvider>
  );
}

/**
 * Starts the cart: reads the stored cart once the page runs in the browser, and again in another
 * store view (docs/BEHAVIOUR.md#cart-lifecycle). Effects do not run on the server, whose render
 * shows the empty cart.
 */
function CartLoader() {
  const environment = useCartEnvironment();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again only for another store view (language).
  useEffect(() => {
    void loadCart(environment);
  }, [environment.store]);
  return null;
}
