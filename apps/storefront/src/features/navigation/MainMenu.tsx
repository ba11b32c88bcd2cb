import { type FocusEvent, type KeyboardEvent, memo, type PointerEvent, useId, useState } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { usePageChanged } from '../../shared/routing/page-change';
import { useLocalizedPath, useStorefront } from '../../shared/storefront-context';
import { Island } from '../../shared/ui/HydrateWhenVisible';
import { groupIntoColumns, type MenuItem } from './menu';

/**
 * The main menu (docs/BEHAVIOUR.md#main-menu, docs/BEHAVIOUR.md#cart-lifecycle "Other"): top-level categories; an item with children
 * has a dropdown of columns that starts collapsed and opens by hover or by its toggle button
 * (keyboard: Enter/Space, Escape closes). On small screens the whole bar opens with a toggle.
 */
export function MainMenu({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const listId = useId();
  const [navOpen, setNavOpen] = useState(false);
  // Which dropdown is open, and whether a hover or a click (or key) opened it.
  const [open, setOpen] = useState<{ id: string; by: 'hover' | 'click' } | undefined>(undefined);

  // Every navigation closes the dropdown and the small-screen menu.
  if (usePageChanged()) {
    setOpen(undefined);
    setNavOpen(false);
  }

  if (items.length === 0) return null;
  return (
    <nav className="main-menu" aria-label={t('shell.mainMenu')}>
      <div className="main-menu__inner">
        <button
          type="button"
          className="main-menu__toggle"
          data-early-tap="menu"
          data-early-open
          aria-expanded={navOpen}
          aria-controls={listId}
          onClick={() => setNavOpen((open) => !open)}
        >
          <span aria-hidden="true">☰</span>{' '}
          <span className="main-menu__toggle-text">
            {navOpen ? t('shell.closeMenu') : t('shell.openMenu')}
          </span>
        </button>
        <ul id={listId} className="main-menu__list" data-open={navOpen}>
          {items.map((item) => (
            <MenuEntry
              key={item.id}
              item={item}
              open={open?.id === item.id}
              onHover={(entering) =>
                // Entering a dropdown that is open already (a click, or a tap before the page was
                // live) keeps how it was opened: the next click on its toggle closes it.
                setOpen((current) =>
                  entering ? (current?.id === item.id ? current : { id: item.id, by: 'hover' }) : undefined,
                )
              }
              onToggle={() =>
                setOpen((current) =>
                  // A click on the toggle of a dropdown the mouse just opened keeps it open.
                  current?.id === item.id && current.by === 'click'
                    ? undefined
                    : { id: item.id, by: 'click' },
                )
              }
              onClose={() => setOpen(undefined)}
            />
          ))}
        </ul>
      </div>
    </nav>
  );
}

interface MenuEntryProps {
  item: MenuItem;
  open: boolean;
  onHover(entering: boolean): void;
  onToggle(): void;
  onClose(): void;
}

function MenuEntry({ item, open, onHover, onToggle, onClose }: MenuEntryProps) {
  const { t } = useTranslation();
  const { config } = useStorefront();
  const localized = useLocalizedPath();
  const dropdownId = useId();
  const toggleId = useId();
  const hasDropdown = item.children.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      onClose();
      document.getElementById(toggleId)?.focus();
    }
  };
  // Hover opens with a mouse only: a tap on a touch screen goes to the toggle button instead.
  const hoverTo = (value: boolean) => (event: PointerEvent<HTMLLIElement>) => {
    if (event.pointerType === 'mouse') onHover(value);
  };
  // Focus that leaves the item (Tab past the last entry) closes its dropdown.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
  };

  return (
    <li
      className="main-menu__item"
      onPointerEnter={hasDropdown ? hoverTo(true) : undefined}
      onPointerLeave={hasDropdown ? hoverTo(false) : undefined}
      onKeyDown={hasDropdown ? onKeyDown : undefined}
      onBlur={hasDropdown ? onBlur : undefined}
    >
      <NavLink to={localized(item.path)} prefetch="intent" className="main-menu__link">
        {item.name}
      </NavLink>
      {hasDropdown ? (
        <>
          <button
            id={toggleId}
            type="button"
            className="main-menu__expander"
            data-early-tap={`submenu-${item.id}`}
            data-early-open="hidden"
            aria-expanded={open}
            aria-controls={dropdownId}
            aria-label={t('shell.submenu', { category: item.name })}
            onClick={onToggle}
          >
            <span aria-hidden="true">▾</span>
          </button>
          <div id={dropdownId} className="main-menu__dropdown" hidden={!open}>
            <MenuColumns items={item.children} columnSize={config.menuColumnSize} />
          </div>
        </>
      ) : null}
    </li>
  );
}

/**
 * A dropdown's columns: most of the header's links, hidden until opened. An island that hydrates
 * when touched (its links lead on before), memoised with the menu's data, so that opening and
 * closing do not reach it while it waits.
 */
const MenuColumns = memo(function MenuColumns({
  items,
  columnSize,
}: {
  items: readonly MenuItem[];
  columnSize: number;
}) {
  const localized = useLocalizedPath();
  return (
    <Island hydrateOn="interaction" area=".main-menu__item">
      {groupIntoColumns(items, columnSize).map((column) => (
        <ul key={column[0]?.id} className="main-menu__column">
          {column.map((child) => (
            <li key={child.id}>
              <NavLink to={localized(child.path)} prefetch="intent">
                {child.name}
              </NavLink>
            </li>
          ))}
        </ul>
      ))}
    </Island>
  );
});
