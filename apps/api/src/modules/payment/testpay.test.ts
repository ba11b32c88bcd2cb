import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_WEBHOOK_SECRET, loadConfig } from '../../config.js';
import { signWebhook, testpayEvent, testpayProvider, verifyWebhookSignature } from './testpay.js';

const SECRET = 'unit-test-secret';
const NOW = 1_800_000_000;

describe('test provider webhook signatures', () => {
  it('accepts its own signature and refuses changed bodies, other secrets and old or malformed headers', () => {
    const body = '{"id":"evt_1"}';
    const header = signWebhook(SECRET, body, NOW);
    expect(verifyWebhookSignature(SECRET, body, header, NOW)).toBe(true);
    expect(verifyWebhookSignature(SECRET, `${body} `, header, NOW)).toBe(false);
    expect(verifyWebhookSignature('other-secret', body, header, NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, body, header, NOW + 301)).toBe(false);
    expect(verifyWebhookSignature(SECRET, body, undefined, NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, body, `t=${NOW},v1=abc`, NOW)).toBe(false);
  });

  it('reads a genuine event and refuses one with an unknown status', () => {
    const provider = testpayProvider(SECRET, { markOrdersAsTest: false });
    const call = testpayEvent(SECRET, {
      reference: 'tp_1',
      status: 'paid',
      method: 'ideal',
      issuer: 'INGBNL2A',
    });
    expect(provider.readWebhook?.({ 'testpay-signature': call.signature }, call.body)).toMatchObject({
      provider: 'testpay',
      eventId: call.eventId,
      reference: 'tp_1',
      status: 'paid',
    });
    const odd = JSON.stringify({
      id: 'evt_2',
      type: 'payment.updated',
      payment: { reference: 'tp_1', status: 'refunded' },
    });
    expect(provider.readWebhook?.({ 'testpay-signature': signWebhook(SECRET, odd) }, odd)).toBeNull();
  });
});

describe('payment settings', () => {
  it('sign with PAYMENT_WEBHOOK_SECRET, else the development secret, else (production) the database keeps one', () => {
    expect(loadConfig({ PAYMENT_WEBHOOK_SECRET: 'shared-secret' }).paymentWebhookSecret).toBe(
      'shared-secret',
    );
    expect(loadConfig({}).paymentWebhookSecret).toBe(DEV_WEBHOOK_SECRET);
    // Empty: buildServer asks the database for the secret every api process shares (sharedWebhookSecret).
    expect(loadConfig({ NODE_ENV: 'production' }).paymentWebhookSecret).toBe('');
  });

  it('take API_PUBLIC_URL without its trailing slash and refuse one that is not http(s)', () => {
    expect(loadConfig({ API_PUBLIC_URL: 'https://api.shop.example/' }).apiPublicUrl).toBe(
      'https://api.shop.example',
    );
    expect(loadConfig({}).apiPublicUrl).toBeUndefined();
    expect(() => loadConfig({ API_PUBLIC_URL: 'api.shop.example' })).toThrow(ConfigError);
  });
});
