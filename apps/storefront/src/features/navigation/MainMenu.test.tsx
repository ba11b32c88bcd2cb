// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { dePreset } from '../../../config/de';
import { nlPreset } from '../../../config/nl';
import { type StorefrontConfigInput, storefrontConfigSchema, toPublicConfig } from '../../../config/schema';
import { Providers } from '../../app/providers';
import de from '../../locales/de.json';
import { MainMenu } from './MainMenu';
import type { MenuItem } from './menu';

const children = (count: number): MenuItem[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `c${index + 1}`,
    name: `Unterkategorie ${index + 1}`,
    path: `/nahrung/u${index + 1}`,
    children: [],
  }));

const menu: MenuItem[] = [
  { id: 'n', name: 'Nahrung', path: '/nahrung', children: children(14) },
  { id: 'a', name: 'Angebote', path: '/angebote', children: [] },
];

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

type PublicConfig = ReturnType<typeof toPublicConfig>;

// What the harness renders; set by renderWith before each render.
let current: { config: PublicConfig; ui: React.ReactNode } | undefined;

function Harness() {
  if (!current) throw new Error('renderWith() sets what to render');
  return (
    <Providers language={current.config.defaultLanguage} config={current.config} translations={de}>
      {current.ui}
      <Where />
    </Providers>
  );
}

const Stub = createRoutesStub([{ path: '*', Component: Harness }]);

function renderWith(preset: StorefrontConfigInput, ui: React.ReactNode) {
  current = { config: toPublicConfig(storefrontConfigSchema.parse(preset)), ui };
  render(<Stub initialEntries={['/']} />);
}

afterEach(cleanup);

describe('main menu dropdown', () => {
  it('starts collapsed and opens and closes with its toggle button and Escape', () => {
    renderWith(dePreset, <MainMenu items={menu} />);
    const toggle = screen.getByRole('button', { name: 'Unterkategorien von Nahrung' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const dropdown = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(dropdown?.hidden).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(dropdown?.hidden).toBe(false);

    fireEvent.keyDown(within(dropdown as HTMLElement).getByRole('link', { name: 'Unterkategorie 3' }), {
      key: 'Escape',
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('opens on mouse hover, stays open when its toggle is clicked, closes when the mouse leaves', () => {
    renderWith(dePreset, <MainMenu items={menu} />);
    const toggle = screen.getByRole('button', { name: 'Unterkategorien von Nahrung' });
    const item = toggle.closest('li') as HTMLElement;
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // A touch does not open by hover: the tap reaches the toggle.
    fireEvent.pointerEnter(item, { pointerType: 'touch' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps a dropdown opened by a click as clicked when the mouse enters it: the next click closes it', () => {
    renderWith(dePreset, <MainMenu items={menu} />);
    const toggle = screen.getByRole('button', { name: 'Unterkategorien von Nahrung' });
    const item = toggle.closest('li') as HTMLElement;
    fireEvent.click(toggle);
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it.each([
    [dePreset, [10, 4]],
    [nlPreset, [11, 3]],
  ])('groups the children into columns of the configured size', (preset, lengths) => {
    renderWith(preset, <MainMenu items={menu} />);
    const toggle = screen.getByRole('button', { name: /Nahrung/ });
    fireEvent.click(toggle);
    const dropdown = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    const columns = dropdown.querySelectorAll('ul');
    expect([...columns].map((column) => column.querySelectorAll('a').length)).toEqual(lengths);
  });

  it('has no toggle for an item without children, and a navbar toggle', () => {
    renderWith(dePreset, <MainMenu items={menu} />);
    expect(screen.queryByRole('button', { name: /Angebote/ })).toBeNull();
    const navToggle = screen.getByRole('button', { name: /Menü/ });
    const list = document.getElementById(navToggle.getAttribute('aria-controls') ?? '');
    expect(list?.dataset.open).toBe('false');
    fireEvent.click(navToggle);
    expect(list?.dataset.open).toBe('true');
    expect(navToggle.getAttribute('aria-expanded')).toBe('true');
  });
});
