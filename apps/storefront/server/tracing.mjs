// OpenTelemetry for the storefront server, imported only when OTEL_EXPORTER_OTLP_ENDPOINT is set
// (server.mjs): the official Node SDK with the instrumentations of its HTTP server, Express and
// its calls to the api (Node's fetch is undici), so that a page's trace goes on in the api's.
import { register } from 'node:module';

/** Starts tracing before Express is imported; resolves to the function that flushes and stops it. */
export async function startTracing(serviceName) {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { HttpInstrumentation }, { ExpressInstrumentation }, { UndiciInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-express'),
      import('@opentelemetry/instrumentation-undici'),
    ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME || serviceName,
    instrumentations: [new HttpInstrumentation(), new ExpressInstrumentation(), new UndiciInstrumentation()],
  });
  sdk.start();
  return () => sdk.shutdown();
}
