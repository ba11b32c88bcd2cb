import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../logging/logger';
import {
  createErrorReporter,
  parseDsn,
  reportError,
  reportedLoad,
  setErrorReporter,
} from './error-reporting';
import { parseStack } from './sentry-event';

function recordingLogger() {
  const lines: string[] = [];
  const logger: Logger = {
    error: (message) => lines.push(`error ${message}`),
    warn: (message) => lines.push(`warn ${message}`),
    info: (message) => lines.push(`info ${message}`),
  };
  return { logger, lines };
}

describe('DSN', () => {
  it('gives the envelope endpoint and key', () => {
    expect(parseDsn('https://abc123@errors.example.com/42')).toEqual({
      publicKey: 'abc123',
      projectId: '42',
      envelopeUrl: 'https://errors.example.com/api/42/envelope/?sentry_key=abc123&sentry_version=7',
    });
    expect(parseDsn('http://k@localhost:9000/sentry/7')?.envelopeUrl).toBe(
      'http://localhost:9000/sentry/api/7/envelope/?sentry_key=k&sentry_version=7',
    );
  });

  it('refuses what is not a DSN', () => {
    expect(parseDsn('https://errors.example.com/42')).toBeUndefined();
    expect(parseDsn('https://k@errors.example.com/project')).toBeUndefined();
    expect(parseDsn('nope')).toBeUndefined();
  });
});

describe('error reporter', () => {
  it('logs to the console without a DSN and sends nothing', () => {
    const { logger, lines } = recordingLogger();
    const send = vi.fn();
    createErrorReporter({ logger, platform: 'node', send }).report(new Error('boom'), { operation: 'menu' });
    expect(lines).toEqual(['error menu failed']);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a Sentry envelope with the exception when a DSN is set', async () => {
    const { logger } = recordingLogger();
    const send = vi.fn(async () => undefined);
    const reporter = createErrorReporter({
      logger,
      platform: 'javascript',
      environment: 'test',
      release: 'shop@1.2.3',
      dsn: 'https://key@errors.example.com/3',
      send,
    });
    reporter.report(new TypeError('no data'), { operation: 'route lookup', url: 'https://shop/x' });
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://errors.example.com/api/3/envelope/?sentry_key=key&sentry_version=7');
    const [header, item, event] = String(init.body)
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(header).toMatchObject({ dsn: 'https://key@errors.example.com/3' });
    expect(item).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      event_id: header.event_id,
      platform: 'javascript',
      environment: 'test',
      level: 'error',
      release: 'shop@1.2.3',
      exception: { values: [{ type: 'TypeError', value: 'no data' }] },
      tags: { operation: 'route lookup' },
      request: { url: 'https://shop/x' },
    });
    expect(event.event_id).toMatch(/^[0-9a-f]{32}$/);
    // The frames Sentry groups by: the last one is where the error was made (this test).
    const frames = event.exception.values[0].stacktrace.frames;
    expect(frames.length).toBeGreaterThan(1);
    expect(frames.at(-1)).toMatchObject({
      filename: expect.stringContaining('error-reporting.test.ts'),
      in_app: true,
    });
    expect(frames.at(-1).lineno).toBeGreaterThan(0);
    expect(frames.at(-1).colno).toBeGreaterThan(0);
    expect(event.extra).toBeUndefined();
  });

  it('never throws when sending fails', async () => {
    const { logger, lines } = recordingLogger();
    const reporter = createErrorReporter({
      logger,
      platform: 'node',
      dsn: 'https://key@errors.example.com/3',
      send: async () => {
        throw new Error('offline');
      },
    });
    expect(() => reporter.report('x')).not.toThrow();
    await vi.waitFor(() => expect(lines).toContain('warn error reporting: sending failed: offline'));
  });
});

describe('stack frames', () => {
  it("reads V8's frames, oldest call first, telling the shop's code from Node's and the dependencies'", () => {
    const stack = [
      'TypeError: no data',
      '    at readMenu (file:///srv/shop/build/server/index.js:120:15)',
      '    at async Promise.all (index 0)',
      '    at async loader (/srv/shop/node_modules/react-router/dist/index.js:7:3)',
      '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
      '    at https://shop.example/assets/entry.client-AbC.js:1:2345',
    ].join('\n');
    expect(parseStack(stack)).toEqual([
      {
        filename: 'https://shop.example/assets/entry.client-AbC.js',
        abs_path: 'https://shop.example/assets/entry.client-AbC.js',
        lineno: 1,
        colno: 2345,
        in_app: true,
      },
      {
        function: 'process.processTicksAndRejections',
        filename: 'node:internal/process/task_queues',
        abs_path: 'node:internal/process/task_queues',
        lineno: 95,
        colno: 5,
        in_app: false,
      },
      {
        function: 'loader',
        filename: '/srv/shop/node_modules/react-router/dist/index.js',
        abs_path: '/srv/shop/node_modules/react-router/dist/index.js',
        lineno: 7,
        colno: 3,
        in_app: false,
      },
      {
        function: 'readMenu',
        filename: 'file:///srv/shop/build/server/index.js',
        abs_path: 'file:///srv/shop/build/server/index.js',
        lineno: 120,
        colno: 15,
        in_app: true,
      },
    ]);
  });

  it("reads Firefox's and Safari's frames", () => {
    const stack =
      'readMenu@https://shop.example/assets/menu-x.js:3:40\n@https://shop.example/assets/entry.js:1:9\n';
    expect(parseStack(stack).map((frame) => [frame.function, frame.lineno, frame.colno])).toEqual([
      [undefined, 1, 9],
      ['readMenu', 3, 40],
    ]);
  });

  it('gives no frames for no stack', () => {
    expect(parseStack(undefined)).toEqual([]);
    expect(parseStack('Error: only a message')).toEqual([]);
  });
});

describe('reportedLoad', () => {
  it('reports a failed load and re-throws it', async () => {
    const reported: unknown[] = [];
    setErrorReporter({ report: (error, context) => reported.push([error, context?.operation]) });
    const failure = new Error('api down');
    await expect(reportedLoad('products', () => Promise.reject(failure))).rejects.toBe(failure);
    expect(reported).toEqual([[failure, 'products']]);
    await expect(reportedLoad('products', async () => 7)).resolves.toBe(7);
    reportError('direct');
    expect(reported).toHaveLength(2);
  });
});
