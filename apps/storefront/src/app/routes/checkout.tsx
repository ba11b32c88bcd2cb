import { CheckoutPage } from '../../features/checkout';
import { PageLoading } from '../../shared/ui/PageFrame';
import { clientScreenMeta } from '../screen-meta';
import type { Route } from './+types/checkout';

// Rendered in the browser only (personal data): the server sends the frame and a loading state.
export async function clientLoader() {
  return { page: 'screen' as const };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading />;
}

export const meta: Route.MetaFunction = ({ matches }) => clientScreenMeta(matches, 'checkout');

export default function Checkout() {
  return <CheckoutPage />;
}
