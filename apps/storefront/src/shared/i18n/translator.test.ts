import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import nl from '../../locales/nl.json';
import { createTranslator, type Translations } from './translator';

describe('createTranslator', () => {
  const t = createTranslator('en', en);

  it('finds nested keys and fills placeholders', () => {
    expect(t('product.reviewCount', { count: 1 })).toBe('1 review');
    expect(t('notFound.title')).toBe(en.notFound.title);
  });

  it('picks the plural form by count in each language', () => {
    expect(t('product.reviewCount', { count: 2 })).toBe('2 reviews');
    expect(t('product.reviewCount', { count: 0 })).toBe('0 reviews');
    expect(createTranslator('de', de)('product.reviewCount', { count: 1 })).toBe('1 Bewertung');
    expect(createTranslator('nl', nl)('product.reviewCount', { count: 3 })).toBe('3 reviews');
  });

  it('shows the key of a missing text, and a placeholder without a value as it is', () => {
    const partial = { product: { greeting: 'Hello {{name}}' } } as unknown as Translations;
    const translate = createTranslator('en', partial);
    expect(translate('notFound.title')).toBe('notFound.title');
    expect(translate('product' as never)).toBe('product');
    expect(translate('product.greeting' as never, {})).toBe('Hello {{name}}');
    expect(translate('product.greeting' as never, { name: 'Ada' })).toBe('Hello Ada');
  });
});
