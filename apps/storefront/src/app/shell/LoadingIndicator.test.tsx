// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, Link, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dePreset } from '../../../config/de';
import { storefrontConfigSchema, toPublicConfig } from '../../../config/schema';
import de from '../../locales/de.json';
import { Providers } from '../providers';
import { LoadingIndicator } from './LoadingIndicator';

const config = toPublicConfig(storefrontConfigSchema.parse(dePreset));

/** Like the root layout: the indicator stays mounted while the pages below change. */
function Layout() {
  return (
    <Providers language="de" config={config} translations={de}>
      <Link to="/login">login</Link>
      <Link to="/kleding">kleding</Link>
      <LoadingIndicator />
      <Outlet />
    </Providers>
  );
}

function Page() {
  return null;
}

const slow = () => new Promise((resolve) => setTimeout(() => resolve({}), 30));
const Stub = createRoutesStub([
  {
    path: '/',
    Component: Layout,
    children: [
      { index: true, Component: Page },
      { id: 'login', path: 'login', Component: Page, loader: slow },
      { id: 'catch-all', path: 'kleding', Component: Page, loader: slow },
    ],
  },
]);

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
const active = () => screen.getByRole('progressbar', { hidden: true }).getAttribute('data-active');

afterEach(cleanup);

describe('loading indicator', () => {
  it('goes on at navigation start and off 1000 ms after it ended', async () => {
    render(<Stub initialEntries={['/']} />);
    expect(active()).toBe('false');
    fireEvent.click(screen.getByRole('link', { name: 'kleding' }));
    await vi.waitFor(() => expect(active()).toBe('true'));
    await wait(80); // the navigation has ended
    expect(active()).toBe('true');
    await wait(700);
    expect(active()).toBe('true');
    await wait(400);
    expect(active()).toBe('false');
  });

  it('goes off 500 ms after the login transition', async () => {
    render(<Stub initialEntries={['/']} />);
    fireEvent.click(screen.getByRole('link', { name: 'login' }));
    await vi.waitFor(() => expect(active()).toBe('true'));
    await wait(80);
    expect(active()).toBe('true');
    await wait(600);
    expect(active()).toBe('false');
  });
});
