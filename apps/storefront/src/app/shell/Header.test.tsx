// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../config/languages';
import { nlPreset } from '../../../config/nl';
import { storefrontConfigSchema, toPublicConfig } from '../../../config/schema';
import type { MenuItem } from '../../features/navigation/menu';
import en from '../../locales/en.json';
import nl from '../../locales/nl.json';
import { Providers } from '../providers';
import { Header } from './Header';

const config = toPublicConfig(storefrontConfigSchema.parse(nlPreset));
const menu: MenuItem[] = [
  { id: 'a', name: 'Kleding', path: '/kleding', children: [] },
  { id: 'b', name: 'Vloeren', path: '/vloeren', children: [] },
];

/** The route under test: the language comes from ?language= so the component stays module-level. */
function HeaderRoute() {
  const [searchParams] = useSearchParams();
  const language: Language = searchParams.get('language') === 'en' ? 'en' : 'nl';
  return (
    <Providers language={language} config={config} translations={language === 'en' ? en : nl}>
      <Header menu={menu} />
    </Providers>
  );
}

const Stub = createRoutesStub([{ path: '*', Component: HeaderRoute }]);

function renderHeader(language: Language) {
  render(<Stub initialEntries={[`/?language=${language}`]} />);
}

afterEach(cleanup);

describe('Header', () => {
  it('links the top categories in the default language without prefix', () => {
    renderHeader('nl');
    const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Kleding', '/kleding'],
      ['Vloeren', '/vloeren'],
    ]);
    expect(screen.getByRole('link', { name: 'Demo Winkel – naar de startpagina' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('prefixes links with a non-default language and offers the other languages', () => {
    renderHeader('en');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Kleding' }).getAttribute('href')).toBe('/en/kleding');
    const languages = screen.getByRole('navigation', { name: 'Choose language' });
    expect(within(languages).getByRole('link', { name: 'Nederlands' }).getAttribute('href')).toBe('/');
    expect(within(languages).getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });
});
