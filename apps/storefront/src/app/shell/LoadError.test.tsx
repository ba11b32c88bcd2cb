// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dePreset } from '../../../config/de';
import { storefrontConfigSchema, toPublicConfig } from '../../../config/schema';
import de from '../../locales/de.json';
import { setErrorReporter } from '../../shared/errors/error-reporting';
import { Providers } from '../providers';
import { NavigationWatchdog } from './LoadError';

const config = toPublicConfig(storefrontConfigSchema.parse(dePreset));

function Start() {
  return (
    <Providers language="de" config={config} translations={de}>
      <Link to="/slow">weiter</Link>
      <NavigationWatchdog timeoutMs={50} />
    </Providers>
  );
}

function Never() {
  return null;
}

afterEach(cleanup);

describe('navigation watchdog', () => {
  it('raises a load error with a reload button when a navigation does not finish in time', async () => {
    const reported: unknown[] = [];
    setErrorReporter({ report: (error) => reported.push(error) });
    const Stub = createRoutesStub([
      { path: '/', Component: Start },
      // Stands in for a route whose code never arrives.
      { path: '/slow', Component: Never, loader: () => new Promise(() => undefined) },
    ]);
    render(<Stub initialEntries={['/']} />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'weiter' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ein Teil der Seite ist nicht angekommen');
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeTruthy();
    await vi.waitFor(() => expect(reported).toHaveLength(1));
    expect((reported[0] as Error).name).toBe('ChunkLoadError');
  });
});
