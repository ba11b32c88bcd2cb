import { ComparePage } from '../../features/compare';
import { PageLoading } from '../../shared/ui/PageFrame';
import { clientScreenMeta } from '../screen-meta';
import type { Route } from './+types/compare';

// Rendered in the browser only: the compare list lives in the visitor's local storage.
export async function clientLoader() {
  return { page: 'screen' as const };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading />;
}

export const meta: Route.MetaFunction = ({ matches }) => clientScreenMeta(matches, 'compare');

export default function Compare() {
  return <ComparePage />;
}
