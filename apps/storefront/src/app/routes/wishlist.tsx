import { useParams } from 'react-router';
import { SharedWishlistPage, WishlistPage } from '../../features/wishlist';
import { PageLoading } from '../../shared/ui/PageFrame';
import { clientScreenMeta } from '../screen-meta';
import type { Route } from './+types/wishlist';

// Rendered in the browser only (personal data): the server sends the frame and a loading state.
export async function clientLoader() {
  return { page: 'screen' as const };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading />;
}

export const meta: Route.MetaFunction = ({ matches }) => clientScreenMeta(matches, 'wishlist');

/** /wishlist: the customer's wishlist; /wishlist/{code}: a wishlist someone shared. */
export default function Wishlist() {
  const { code } = useParams();
  return code ? <SharedWishlistPage code={code} /> : <WishlistPage />;
}
