import { describe, expect, it } from 'vitest';
import { graphql } from './graphql.js';

const TRACK = `mutation ($input: TrackProductViewInput!) { trackProductView(input: $input) { recorded } }`;

describe('trackProductView', () => {
  it('records a view of a known product and refuses it over GET', async () => {
    const listing = await graphql<{ products: { items: { sku: string }[] } }>(
      '{ products(pageSize: 1) { items { sku } } }',
    );
    const sku = listing.body.data?.products.items[0]?.sku;
    const input = { tracking_user_id: 'visitor-1', sku };
    const recorded = await graphql(TRACK, { method: 'POST', variables: { input } });
    expect(recorded.body).toEqual({ data: { trackProductView: { recorded: true } } });
    const overGet = await graphql(TRACK, { variables: { input } });
    expect(overGet.status).toBe(405);
  });

  it('answers false for an unknown sku and an input error for an empty tracking id', async () => {
    const unknown = await graphql(TRACK, {
      method: 'POST',
      variables: { input: { tracking_user_id: 'visitor-1', sku: 'NO-SUCH-SKU' } },
    });
    expect(unknown.body).toEqual({ data: { trackProductView: { recorded: false } } });
    const empty = await graphql(TRACK, {
      method: 'POST',
      variables: { input: { tracking_user_id: ' ', sku: 'X' } },
    });
    expect(empty.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
    expect(empty.body.errors?.[0]?.message).toContain('tracking_user_id');
  });
});
