// A Sentry event (https://develop.sentry.dev/sdk/data-model/event-payloads/) for an error, with
// its stack as frames that the service groups by and maps to sources with the build's source
// maps (docs/OPERATIONS.md). Loaded with the first error a page or process reports.
/** What the reporter knows of the failure (ErrorContext of error-reporting.ts). */
interface EventContext {
  operation?: string;
  url?: string;
  level?: 'error' | 'warning';
  tags?: Record<string, string>;
}

/** What the reporter knows of the process or page (ReporterOptions of error-reporting.ts). */
interface EventSource {
  platform: 'node' | 'javascript';
  environment?: string;
  release?: string;
}

export interface StackFrame {
  function?: string;
  filename: string;
  abs_path: string;
  lineno: number;
  colno: number;
  in_app: boolean;
}

/** Most frames kept of one stack: V8 writes ten unless told otherwise, a loop may write many more. */
const MAX_FRAMES = 50;

// V8 (Chrome, Node): "    at fn (file:1:2)", "    at file:1:2", "    at async fn (file:1:2)".
const V8_FRAME = /^\s*at (?:async )?(?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/;
// Firefox and Safari: "fn@file:1:2", "@file:1:2".
const GECKO_FRAME = /^\s*(.*?)@(.+?):(\d+):(\d+)$/;

/**
 * The frames of an Error's `stack`, oldest call first (Sentry's order: the last frame threw).
 * Lines that are no frame (the message, "at <anonymous>", native code) are left out.
 */
export function parseStack(stack: string | undefined): StackFrame[] {
  if (!stack) return [];
  const frames: StackFrame[] = [];
  for (const line of stack.split('\n')) {
    const match = V8_FRAME.exec(line) ?? GECKO_FRAME.exec(line);
    if (!match) continue;
    const [, name, file = '', lineno, colno] = match;
    frames.push({
      ...(name ? { function: name } : {}),
      filename: file,
      abs_path: file,
      lineno: Number(lineno),
      colno: Number(colno),
      // Node's own modules and the dependencies' code are not the shop's: Sentry folds them away.
      in_app: !file.startsWith('node:') && !file.includes('/node_modules/'),
    });
    if (frames.length === MAX_FRAMES) break;
  }
  return frames.reverse();
}

/** What the browser's global handlers report (ClientRuntime): nothing of ours caught these. */
const UNHANDLED = new Set(['uncaught error', 'unhandled rejection']);

/** A Sentry event for an error: exception type, message and stack frames, the release and the page. */
export function toSentryEvent(error: unknown, context: EventContext, options: EventSource) {
  const { type, value, stack } = describe(error);
  const frames = parseStack(stack);
  return {
    event_id: globalThis.crypto.randomUUID().replaceAll('-', ''),
    timestamp: Date.now() / 1000,
    platform: options.platform,
    level: context.level ?? 'error',
    logger: 'storefront',
    environment: options.environment,
    release: options.release,
    exception: {
      values: [
        {
          type,
          value,
          ...(frames.length > 0 ? { stacktrace: { frames } } : {}),
          mechanism: { type: 'generic', handled: !UNHANDLED.has(context.operation ?? '') },
        },
      ],
    },
    tags: { ...context.tags, ...(context.operation ? { operation: context.operation } : {}) },
    request: context.url ? { url: context.url } : undefined,
  };
}

/** The envelope body: header line, item header line, event line. */
export function toEnvelope(event: { event_id: string }, dsn: string): string {
  return [
    JSON.stringify({ event_id: event.event_id, sent_at: new Date().toISOString(), dsn }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
}

function describe(error: unknown): { type: string; value: string; stack?: string } {
  if (error instanceof Error) return { type: error.name, value: error.message, stack: error.stack };
  if (typeof error === 'string') return { type: 'Error', value: error };
  try {
    return { type: 'Error', value: JSON.stringify(error) };
  } catch {
    return { type: 'Error', value: String(error) };
  }
}
