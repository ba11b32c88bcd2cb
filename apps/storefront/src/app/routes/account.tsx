import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { NotFoundPage } from '../../features/shell/NotFoundPage';
import { PageLoading, ScreenPlaceholder } from '../../features/shell/ScreenPlaceholder';
import { useLocalizedPath } from '../../shared/storefront-context';
import { enforceGuard } from '../guards';
import { clientScreenMeta } from '../screen-meta';
import type { Route } from './+types/account';

/** The sections of the account area (spec §2), as /account/<slug>; '' is "my account". */
export const ACCOUNT_SECTIONS = [
  '',
  'orders',
  'wishlist',
  'addresses',
  'information',
  'newsletters',
  'contact',
  'change-password',
  'change-email',
  'reviews',
] as const;

type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

// Rendered in the browser only (personal data): the server sends the frame and a loading state.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  enforceGuard('customers', request);
  return { page: 'screen' as const };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading />;
}

export const meta: Route.MetaFunction = ({ matches }) => clientScreenMeta(matches, 'account');

export default function Account() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { section = '' } = useParams();
  if (!(ACCOUNT_SECTIONS as readonly string[]).includes(section)) return <NotFoundPage />;
  return (
    <ScreenPlaceholder name="account">
      <nav aria-label={t('account.sections')}>
        <ul className="account-sections">
          {ACCOUNT_SECTIONS.map((slug: AccountSection) => (
            <li key={slug}>
              <NavLink to={localized(slug ? `/account/${slug}` : '/account')} end>
                {t(`account.section.${slug || 'overview'}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </ScreenPlaceholder>
  );
}
