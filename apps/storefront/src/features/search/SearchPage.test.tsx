// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { dePreset } from '../../../config/de';
import { storefrontConfigSchema, toPublicConfig } from '../../../config/schema';
import { Providers } from '../../app/providers';
import de from '../../locales/de.json';
import type { ListingData } from '../../shared/listing/listing-data';
import { SearchPage } from './SearchPage';

const config = toPublicConfig(storefrontConfigSchema.parse(dePreset));

function listing(totalProducts: number): ListingData {
  return {
    products: [],
    aggregations: [],
    activeFilters: {},
    priceFilter: [0, 0],
    availablePrice: [0, 0],
    currentPage: 1,
    pageSize: 12,
    defaultPageSize: 12,
    totalPages: totalProducts > 0 ? 1 : 0,
    totalProducts,
    sortKey: 'default',
    loadsProducts: true,
  };
}

/** The route under test: the result's size and suggestions come from the url. */
function SearchRoute() {
  const [searchParams] = useSearchParams();
  return (
    <Providers language="de" config={config} translations={de}>
      <SearchPage
        query="hmed"
        listing={listing(Number(searchParams.get('found')))}
        suggestions={searchParams.getAll('suggestion')}
        columns={4}
        heading="Suche"
        subheading="Suchergebnisse für „hmed“"
      />
    </Providers>
  );
}

const Stub = createRoutesStub([{ path: '*', Component: SearchRoute }]);

function renderPage(totalProducts: number, suggestions: string[]) {
  const params = new URLSearchParams({ found: String(totalProducts) });
  for (const text of suggestions) params.append('suggestion', text);
  render(<Stub initialEntries={[`/search?${params}`]} />);
}

afterEach(cleanup);

describe('SearchPage', () => {
  it('says which text the products were found with when the typed one found none', () => {
    renderPage(12, ['hemd']);
    expect(screen.getByText('Keine Treffer für „hmed“. Ergebnisse für „hemd“:')).toBeTruthy();
    expect(screen.queryByText('Suchergebnisse für „hmed“')).toBeNull();
    expect(screen.queryByText('Meinten Sie:', { exact: false })).toBeNull();
  });

  it('offers the correction as a link when it found nothing either', () => {
    renderPage(0, ['hemd']);
    expect(screen.getByText('Suchergebnisse für „hmed“')).toBeTruthy();
    expect(screen.getByText('Meinten Sie:', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hemd' }).getAttribute('href')).toBe('/search?q=hemd');
  });

  it('shows the results of the text as typed without a notice', () => {
    renderPage(12, []);
    expect(screen.getByText('Suchergebnisse für „hmed“')).toBeTruthy();
    expect(screen.queryByText('Keine Treffer', { exact: false })).toBeNull();
  });
});
