import { NewsletterConfirmPage } from '../../features/account';
import { PageLoading } from '../../shared/ui/PageFrame';
import { clientScreenMeta } from '../screen-meta';
import type { Route } from './+types/newsletter-confirm';

// Rendered in the browser only: the confirmation code in the url is nobody else's business.
export async function clientLoader() {
  return { page: 'screen' as const };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading />;
}

export const meta: Route.MetaFunction = ({ matches }) => clientScreenMeta(matches, 'newsletter-confirm');

export default function NewsletterConfirm() {
  return <NewsletterConfirmPage />;
}
