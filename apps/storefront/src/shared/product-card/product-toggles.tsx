import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

export interface WishlistToggleProps {
  /** `parentSku`: the configurable product of a chosen variant; `needsOptions`: no variant chosen yet. */
  product: { sku: string; parentSku?: string; needsOptions?: boolean | undefined };
  productName: string;
}

export interface CompareToggleProps {
  sku: string;
  productName: string;
  /** A product card's small toggle or the product page's. */
  placement: 'card' | 'page';
}

/**
 * The slots of a product card (and of the product page) for the wishlist and compare toggles.
 * The wishlist and compare features fill them at the app level, so that the card, a shared kit,
 * does not import those features.
 */
export interface ProductToggles {
  WishlistToggle: ComponentType<WishlistToggleProps>;
  CompareToggle: ComponentType<CompareToggleProps>;
}

const ProductTogglesContext = createContext<ProductToggles | undefined>(undefined);

export function ProductTogglesProvider({
  toggles,
  children,
}: {
  toggles: ProductToggles;
  children: ReactNode;
}) {
  return <ProductTogglesContext.Provider value={toggles}>{children}</ProductTogglesContext.Provider>;
}

/** The toggles the app filled in; none where no provider is (e.g. a component test). */
export function useProductToggles(): ProductToggles | undefined {
  return useContext(ProductTogglesContext);
}
