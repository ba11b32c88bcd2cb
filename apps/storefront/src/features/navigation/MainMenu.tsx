import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalizedPath } from '../../shared/storefront-context';
import type { MenuItem } from './menu';

/** Top-level categories of the main menu (dropdown columns come with the real shell). */
export function MainMenu({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  if (items.length === 0) return null;
  return (
    <nav className="main-menu" aria-label={t('shell.mainMenu')}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <NavLink to={localized(item.path)} prefetch="intent">
              {item.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
