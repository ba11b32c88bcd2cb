import { useParams } from 'react-router';
import { AccountPage, isAccountSection } from '../../features/account';
import { PageLoading } from '../../shared/ui/PageFrame';
import { enforceGuard } from '../guards';
import { clientScreenMeta } from '../screen-meta';
import { NotFoundPage } from '../shell/NotFoundPage';
import type { Route } from './+types/account';

// Rendered in the browser only (personal data): the server sends the frame and a loading state.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  enforceGuard('account', request);
  return { page: 'screen' as const };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading />;
}

export const meta: Route.MetaFunction = ({ matches }) => clientScreenMeta(matches, 'account');

export default function Account() {
  const { section = '' } = useParams();
  if (!isAccountSection(section)) return <NotFoundPage />;
  return <AccountPage section={section} />;
}
