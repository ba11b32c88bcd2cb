// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPublicConfig } from '../../app/config.server';
import { pageContext } from '../../app/page-context.server';
import { Providers } from '../../app/providers';
import de from '../../locales/de.json';
import { CmsPage } from './CmsPage';
import { loadCmsPage } from './content-pages.server';

const CONTENT =
  '<p>Mehr unter <a href="http://">unserer alten Seite</a>, <a href="/\\evil.example">hier</a> ' +
  'und <a href="/faq">FAQ</a>.</p>';

/** The api as fetch sees it: every call answers this CMS page. */
function stubApi() {
  vi.stubGlobal('fetch', async () =>
    Response.json({
      data: {
        cmsPage: {
          identifier: 'ueber-uns',
          title: 'Über uns',
          content_heading: 'Über uns',
          content: CONTENT,
          relative_url: 'ueber-uns',
          meta_title: null,
          meta_description: null,
          meta_keywords: null,
        },
      },
    }),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CMS page with a link the url parser cannot read', () => {
  it('renders, with that link as plain text and the others as shop links', async () => {
    stubApi();
    const data = await loadCmsPage(pageContext({ url: new URL('http://shop.test/ueber-uns') }), 'ueber-uns');
    if (!data) throw new Error('no page');
    render(
      <MemoryRouter initialEntries={['/ueber-uns']}>
        <Providers language="de" config={getPublicConfig()} translations={de}>
          <CmsPage page={data.cmsPage} />
        </Providers>
      </MemoryRouter>,
    );

    expect(screen.getByText(/unserer alten Seite/).closest('a')).toBeNull();
    expect(screen.getByText('hier').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq');
  });
});
