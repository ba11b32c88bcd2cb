import { expect, type Page } from '@playwright/test';

export function storefrontUrl(path = '/'): string {
  const base = process.env.E2E_STOREFRONT_URL;
  if (!base) throw new Error('E2E_STOREFRONT_URL is not set (global-setup.ts starts the servers)');
  return new URL(path, base).toString();
}

/** Asks the api directly, to compare what the page shows with what the database holds. */
export async function apiQuery<Data>(
  query: string,
  variables: Record<string, unknown>,
  store = 'de',
): Promise<Data> {
  const base = process.env.E2E_API_URL;
  const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
  const response = await fetch(`${base}/graphql?${params}`, { headers: { store } });
  const body = (await response.json()) as { data: Data; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Collects console errors and React hydration warnings of a page. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
