import { type ReactNode, useState } from 'react';
import type { Language } from '../../config/languages';
import type { PublicConfig } from '../../config/schema';
import { CompareToggleButton } from '../features/compare';
import { WishlistToggleButton } from '../features/wishlist';
import { useStartCart } from '../shared/cart/use-cart';
import { I18nProvider } from '../shared/i18n/I18nProvider';
import type { Translations } from '../shared/i18n/translator';
import { type ProductToggles, ProductTogglesProvider } from '../shared/product-card/product-toggles';
import { QueryClientProvider } from '../shared/query/QueryClientProvider';
import { pageQueryClient } from '../shared/query/query-client';
import { StorefrontProvider } from '../shared/storefront-context';
import './session-subscribers';
import { useTabSync } from './tab-sync';

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
  const [queryClient] = useState(pageQueryClient);
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
 * Starts the cart (docs/BEHAVIOUR.md#cart-lifecycle): its query, one per store view, is read once the
 * page runs in the browser; the server's render shows the cart not loaded yet. From then on the
 * tab keeps in step with the shop's other tabs.
 */
function CartLoader() {
  useStartCart();
  useTabSync();
  return null;
}
