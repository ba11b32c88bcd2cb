import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/I18nProvider';
import { useLocalizedPath } from '../storefront-context';
import { Island } from './HydrateWhenVisible';

export interface Crumb {
  name: string;
  /** Path without the language prefix. */
  path: string;
}

/**
 * The trail from home to the page: home, then `trail`, then the page itself (not a link). Links only:
 * an island that hydrates when touched, memoised by the trail's content (pages pass it inline), so
 * that a render of the page does not reach it while it waits.
 */
export const Breadcrumbs = memo(function Breadcrumbs({
  trail,
  current,
}: {
  trail: readonly Crumb[];
  current: string;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <Island hydrateOn="interaction">
      <nav className="breadcrumbs" aria-label={t('shell.breadcrumbs')}>
        <ol>
          <li>
            <Link to={localized('/')}>{t('shell.home')}</Link>
          </li>
          {trail.map((crumb) => (
            <li key={crumb.path}>
              <Link to={localized(crumb.path)}>{crumb.name}</Link>
            </li>
          ))}
          <li aria-current="page">{current}</li>
        </ol>
      </nav>
    </Island>
  );
}, sameTrail);

function sameTrail(
  before: { trail: readonly Crumb[]; current: string },
  after: { trail: readonly Crumb[]; current: string },
): boolean {
  return (
    before.current === after.current &&
    before.trail.length === after.trail.length &&
    before.trail.every(
      (crumb, index) => crumb.name === after.trail[index]?.name && crumb.path === after.trail[index]?.path,
    )
  );
}
