// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { dePreset } from '../../../config/de';
import { type StorefrontConfigInput, storefrontConfigSchema, toPublicConfig } from '../../../config/schema';
import de from '../../locales/de.json';
import { Providers } from '../providers';
import { SearchBox } from './SearchBox';

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

describe('search box', () => {
  it('normalises the text before going to /search', () => {
    renderWith(dePreset, <SearchBox />);
    const input = screen.getByRole('searchbox', { name: 'Suche' });
    fireEvent.change(input, { target: { value: '  Rote   SCHUHE ' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(screen.getByTestId('location').textContent).toBe('/search?q=rote%20schuhe');
  });

  it('does not search for nothing', () => {
    renderWith(dePreset, <SearchBox />);
    const input = screen.getByRole('searchbox', { name: 'Suche' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});
