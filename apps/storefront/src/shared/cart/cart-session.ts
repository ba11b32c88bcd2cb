import { CustomerCartDocument, MergeCartsDocument } from '../../../generated/graphql/graphql';
import { reportError } from '../errors/error-reporting';
import { request } from '../graphql/client';
import { isNoSuchEntityError } from './cart-errors';
import { toCartView } from './cart-model';
import { cartToken, showCart } from './cart-store';

/**
 * After a login (docs/BEHAVIOUR.md#login-and-session): the guest cart's items move into the customer's cart (mergeCarts), and
 * from then on the customer cart's token is the stored one. Rejects when the customer cart cannot
 * be read; a guest cart that is already gone simply has nothing to merge.
 */
export async function mergeGuestCartAfterLogin(
  customerToken: string,
  { store }: { store: string | undefined },
): Promise<void> {
  const options = { store, token: customerToken };
  let cart = (await request(CustomerCartDocument, {}, options)).customerCart;
  const guestToken = cartToken();
  if (guestToken && guestToken !== cart.id) {
    try {
      const data = await request(
        MergeCartsDocument,
        { sourceCartId: guestToken, destinationCartId: cart.id },
        options,
      );
      cart = data.mergeCarts;
    } catch (error) {
      if (!isNoSuchEntityError(error)) reportError(error, { operation: 'mergeCarts' });
    }
  }
  showCart(toCartView(cart), store);
}
