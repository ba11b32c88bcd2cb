import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { messages } from '../../shared/messages/message-store';
import { useQuery } from '../../shared/query/use-query';
import { customerToken, useSessionStore } from '../../shared/session/session-store';
import { hydratePersistedStore, inNextTask } from '../../shared/storage/persisted-store';
import { useStoreView } from '../../shared/storefront-context';
import { handleWishlistLoadFailure, showWishlistFailure, showWishlistUserErrors } from './wishlist-feedback';
import {
  customerWishlistQuery,
  ensureCustomerWishlist,
  showWishlist,
  wishlistApi,
  wishlistEntries,
} from './wishlist-store';
import { decideWishlistToggle, findWishlistEntry, type WishlistProductRef } from './wishlist-toggle';

/**
 * Loads the logged-in customer's wishlist (once for every component that asks) and answers it;
 * undefined for guests and until it has loaded.
 */
export function useCustomerWishlist() {
  const store = useStoreView();
  const token = useSessionStore((state) => state.token);
  // Hydrating the session sets the token, which enables the query.
  useEffect(() => inNextTask(() => hydratePersistedStore(useSessionStore)), []);
  const query = useQuery({
    ...customerWishlistQuery({ token: token ?? '', store }),
    enabled: token !== undefined,
  });
  useEffect(() => {
    if (query.error) handleWishlistLoadFailure(query.error);
  }, [query.error]);
  return token ? query.data?.wishlist : undefined;
}

/**
 * The wishlist toggle of a product (docs/BEHAVIOUR.md#wishlist): adds it when absent, removes it when
 * present. Guests are told the wishlist needs login (docs/BEHAVIOUR.md#roles-and-permissions); a configurable product without
 * its chosen options is not added (docs/BEHAVIOUR.md#validation). Failures show the danger message of docs/BEHAVIOUR.md#error-texts.
 */
export function useWishlistToggle(product: { sku: string; parentSku?: string; needsOptions?: boolean }): {
  isInWishlist: boolean;
  toggle(): Promise<void>;
  pending: boolean;
} {
  const { t } = useTranslation();
  const store = useStoreView();
  const wishlist = useCustomerWishlist();
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const { sku, parentSku, needsOptions } = product;
  const entry = useMemo(
    () => findWishlistEntry(wishlistEntries(wishlist), { sku, parentSku }),
    [wishlist, sku, parentSku],
  );

  const toggle = useCallback(async () => {
    if (busy.current) return;
    const token = customerToken();
    const ref: WishlistProductRef = { sku, parentSku, needsOptions };
    if (!token) {
      messages.info(t('wishlist.loginRequired'), t('wishlist.title'));
      return;
    }
    busy.current = true;
    setPending(true);
    try {
      // Decided on the wishlist as the api has it (a click may come before the first load ends).
      const { wishlist: current } = await ensureCustomerWishlist({ token, store });
      const decision = decideWishlistToggle({
        loggedIn: true,
        product: ref,
        entry: findWishlistEntry(wishlistEntries(current), ref),
      });
      if (decision.kind === 'choose-options') {
        messages.info(t('wishlist.chooseOptions'), t('wishlist.title'));
        return;
      }
      if (decision.kind === 'login-required') return;
      const api = await wishlistApi();
      const change =
        decision.kind === 'add'
          ? await api.addProductsToWishlist(current.id, [decision.item], { token, store })
          : await api.removeProductsFromWishlist(current.id, [decision.itemId], { token, store });
      showWishlist(change.wishlist, { token, store });
      if (!showWishlistUserErrors(change.userErrors, t)) {
        messages.success(
          t(decision.kind === 'add' ? 'wishlist.added' : 'wishlist.removed'),
          t('wishlist.title'),
        );
      }
    } catch (error) {
      showWishlistFailure(error, t);
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, [sku, parentSku, needsOptions, store, t]);

  return { isInWishlist: entry !== undefined, toggle, pending };
}
