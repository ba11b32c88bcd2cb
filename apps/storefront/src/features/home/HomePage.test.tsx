// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dePreset } from '../../../config/de';
import { storefrontConfigSchema, toPublicConfig } from '../../../config/schema';
import { Providers } from '../../app/providers';
import de from '../../locales/de.json';
import type { ProductSummary } from '../../shared/product-card/products';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { HomePage, type HomePageData } from './HomePage';
import { EMPTY_RECOMMENDATION_LIST } from './home';

const config = toPublicConfig(storefrontConfigSchema.parse(dePreset));

function bundle(sku: string, name: string): ProductSummary {
  return {
    id: `uid-${sku}`,
    sku,
    name,
    urlKey: name.toLowerCase().replaceAll(' ', '-'),
    image: undefined,
    price: 49.95,
    regularPrice: 49.95,
    currency: 'EUR',
    inStock: true,
  };
}

// What the harness renders; set by renderHome before each render.
let homeData: Pick<HomePageData, 'bundles' | 'mostPurchased'> | undefined;

function Harness() {
  if (!homeData) throw new Error('renderHome() sets what to render');
  return (
    <Providers language="de" config={config} translations={de}>
      <HomePage
        products={[]}
        bestsellers={EMPTY_RECOMMENDATION_LIST}
        mostPurchased={homeData.mostPurchased}
        bundles={homeData.bundles}
        shopReviews={undefined}
      />
    </Providers>
  );
}

const Stub = createRoutesStub([{ path: '*', Component: Harness }]);

function renderHome(data: Pick<HomePageData, 'bundles' | 'mostPurchased'>) {
  homeData = data;
  render(<Stub initialEntries={['/']} />);
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('home page bundles', () => {
  it('shows the bundles as product cards that link to their product pages', async () => {
    renderHome({
      bundles: [bundle('B1', 'Vitamin Set'), bundle('B2', 'Boden Paket')],
      mostPurchased: EMPTY_RECOMMENDATION_LIST,
    });
    const region = await screen.findByRole('region', { name: 'Pakete' });
    const names = within(region).getAllByRole('heading', { level: 3 });
    expect(names.map((heading) => heading.textContent)).toEqual(['Vitamin Set', 'Boden Paket']);
    expect(within(region).getByRole('link', { name: 'Vitamin Set' }).getAttribute('href')).toBe(
      '/vitamin-set.html',
    );
  });

  it('leaves the section out when the shop has no bundles', async () => {
    renderHome({ bundles: [], mostPurchased: EMPTY_RECOMMENDATION_LIST });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Pakete' })).toBeNull();
  });

  it('keeps no source tag for a bundle: it is no recommendation', async () => {
    renderHome({
      bundles: [bundle('B1', 'Vitamin Set')],
      mostPurchased: {
        products: [bundle('M1', 'Magnesium')],
        sources: [{ sku: 'M1', source: 'most_purchased:home' }],
      },
    });
    await screen.findByRole('region', { name: 'Pakete' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.recommendationSources) ?? '{}')).toEqual({
      M1: 'most_purchased:home',
    });
  });
});
