import type { HeadersFunction } from 'react-router';
import { PUBLIC_HTML_CACHE_CONTROL } from '../shared/constants';

/**
 * Cache-Control of a page: what its loader set (a not-found answer is kept briefly only), else
 * public. Anonymous HTML and page data are the same for every visitor: personal data is only
 * ever loaded in the browser.
 */
export const pageHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders }) => ({
  'Cache-Control':
    loaderHeaders.get('Cache-Control') ?? parentHeaders.get('Cache-Control') ?? PUBLIC_HTML_CACHE_CONTROL,
});
