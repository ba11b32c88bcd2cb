// OpenTelemetry for the api, loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set (tracing-switch.ts):
// the official Node SDK with the instrumentations of the api's HTTP server, Fastify, GraphQL and
// pg, exporting over OTLP as the standard OTEL_* variables say (protocol, headers, sampler).
import { register } from 'node:module';

/**
 * Starts tracing. Must run before Fastify, graphql and pg are first imported: the hook registered
 * here is what lets the instrumentations patch modules that ES imports load.
 */
export async function startTracing(serviceName: string): Promise<() => Promise<void>> {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [
    { NodeSDK },
    { HttpInstrumentation },
    { FastifyOtelInstrumentation },
    { GraphQLInstrumentation },
    { PgInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@fastify/otel'),
    import('@opentelemetry/instrumentation-graphql'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME || serviceName,
    instrumentations: [
      new HttpInstrumentation(),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      // Resolvers of scalar fields would be a span each: hundreds for a category page.
      new GraphQLInstrumentation({ ignoreTrivialResolveSpans: true, mergeItems: true }),
      new PgInstrumentation(),
    ],
  });
  sdk.start();
  return () => sdk.shutdown();
}
