// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import { createTranslator } from '../i18n/translator';
import { useMessageStore } from '../messages/message-store';
import type { CartEnvironment } from './cart-environment';
import { cartChange } from './cart-queries';

// The cart's calls are a chunk of their own; here it never arrives, as when the network drops it.
vi.mock('./cart-service', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/cart-service.js');
});

const environment: CartEnvironment = { language: 'en', store: 'en', t: createTranslator('en', en) };

describe('a cart change whose calls do not load', () => {
  it('ends as a failed change with the load error message, never as a rejection', async () => {
    const change = vi.fn(async () => true);
    await expect(cartChange(environment, change, false)).resolves.toBe(false);
    expect(change).not.toHaveBeenCalled();
    expect(useMessageStore.getState().messages.map((message) => message.text)).toContain(
      en.loadError.message,
    );
  });
});
