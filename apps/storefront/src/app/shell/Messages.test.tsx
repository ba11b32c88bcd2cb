// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dePreset } from '../../../config/de';
import { storefrontConfigSchema, toPublicConfig } from '../../../config/schema';
import de from '../../locales/de.json';
import { MESSAGE_AUTO_HIDE_MS, messages, useMessageStore } from '../../shared/messages/message-store';
import { Providers } from '../providers';
import { Messages } from './Messages';

const config = toPublicConfig(storefrontConfigSchema.parse(dePreset));

function renderMessages() {
  render(
    <Providers language="de" config={config} translations={de}>
      <Messages />
    </Providers>,
  );
  return screen.getByRole('region', { name: 'Meldungen' });
}

beforeEach(() => useMessageStore.getState().clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('messages', () => {
  it('shows success, danger and info messages with their titles, once each', () => {
    const region = renderMessages();
    act(() => {
      messages.danger('Het e-mailadres of wachtwoord is onjuist.', 'Login Fout');
      messages.danger('Het e-mailadres of wachtwoord is onjuist.', 'Login Fout');
      messages.success('Product toegevoegd');
      messages.info('Let op');
    });
    const alert = within(region).getByRole('alert');
    expect(alert.textContent).toContain('Login Fout');
    expect(alert.textContent).toContain('Het e-mailadres of wachtwoord is onjuist.');
    expect(within(region).getAllByRole('status')).toHaveLength(2);
    expect(useMessageStore.getState().messages).toHaveLength(3);
  });

  it('hides success and info by themselves; danger stays until closed', () => {
    vi.useFakeTimers();
    const region = renderMessages();
    act(() => {
      messages.success('Gespeichert');
      messages.danger('Fehler');
    });
    act(() => vi.advanceTimersByTime(MESSAGE_AUTO_HIDE_MS));
    expect(within(region).queryByText('Gespeichert')).toBeNull();
    const danger = within(region).getByRole('alert');
    act(() => within(danger).getByRole('button', { name: 'Meldung schließen' }).click());
    expect(within(region).queryByRole('alert')).toBeNull();
  });
});
