// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { nlPreset } from '../../../config/nl';
import { storefrontConfigSchema, toPublicConfig } from '../../../config/schema';
import { Providers } from '../../app/providers';
import en from '../../locales/en.json';
import { RichText } from './RichText';
import type { RichText as Tree } from './rich-text';

const config = toPublicConfig(storefrontConfigSchema.parse(nlPreset));
const content: Tree = [
  {
    tag: 'p',
    children: [
      { link: 'internal', to: '/customer-service', children: ['Service'] },
      { link: 'internal', to: '/de/kundenservice', children: ['Deutsch'] },
      { link: 'external', href: 'https://www.instagram.com/', children: ['Instagram'] },
      { link: 'external', href: 'tel:+31205550100', children: ['Call'] },
    ],
  },
];

function English() {
  return (
    <Providers language="en" config={config} translations={en}>
      <RichText content={content} />
    </Providers>
  );
}

afterEach(cleanup);

describe('RichText', () => {
  it('renders internal links with the language prefix and keeps external ones', () => {
    const Stub = createRoutesStub([{ path: '*', Component: English }]);
    render(<Stub initialEntries={['/en']} />);
    expect(screen.getByRole('link', { name: 'Service' }).getAttribute('href')).toBe('/en/customer-service');
    expect(screen.getByRole('link', { name: 'Deutsch' }).getAttribute('href')).toBe('/de/kundenservice');
    const instagram = screen.getByRole('link', { name: 'Instagram' });
    expect(instagram.getAttribute('href')).toBe('https://www.instagram.com/');
    expect(instagram.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+31205550100');
  });
});
