import { describe, expect, it } from 'vitest';
import { toResolution } from './resolve-route.server';

describe('route answers', () => {
  it('leads each type to its page', () => {
    expect(
      toResolution({ type: 'CATEGORY', redirect_code: 0, relative_url: 'kleding', uid: 'Mw==' }),
    ).toEqual({
      kind: 'category',
      uid: 'Mw==',
    });
    expect(
      toResolution({ type: 'PRODUCT', redirect_code: 0, relative_url: 'jurk.html', sku: 'J-1' }),
    ).toEqual({
      kind: 'product',
      sku: 'J-1',
    });
    expect(
      toResolution({ type: 'CMS_PAGE', redirect_code: 0, relative_url: 'over-ons', identifier: 'about' }),
    ).toEqual({
      kind: 'cms-page',
      identifier: 'about',
    });
    expect(
      toResolution({
        type: 'LANDING_PAGE',
        redirect_code: 0,
        relative_url: 'acties/zomer',
        identifier: 'summer',
      }),
    ).toEqual({ kind: 'landing-page', relativeUrl: 'acties/zomer' });
  });

  it('redirects a 301 of a non-CMS type to the relative url', () => {
    expect(
      toResolution({ type: 'CATEGORY', redirect_code: 301, relative_url: 'supplementen', uid: 'x' }),
    ).toEqual({
      kind: 'redirect',
      path: '/supplementen',
    });
    expect(toResolution({ type: 'PRODUCT', redirect_code: 301, relative_url: 'new.html', sku: 'x' })).toEqual(
      {
        kind: 'redirect',
        path: '/new.html',
      },
    );
  });

  it('shows a CMS page even when answered with 301', () => {
    expect(
      toResolution({ type: 'CMS_PAGE', redirect_code: 301, relative_url: 'new', identifier: 'about' }),
    ).toEqual({
      kind: 'cms-page',
      identifier: 'about',
    });
  });

  it('falls through to not-found for no answer or an incomplete one', () => {
    expect(toResolution(null)).toEqual({ kind: 'not-found' });
    expect(toResolution({ type: 'CATEGORY', redirect_code: 0, relative_url: 'x', uid: '' })).toEqual({
      kind: 'not-found',
    });
    expect(toResolution({ type: null, redirect_code: 0, relative_url: 'x', sku: 'S' })).toEqual({
      kind: 'not-found',
    });
  });
});
