// Imports nothing of OpenTelemetry: without OTEL_EXPORTER_OTLP_ENDPOINT the api neither loads
// the SDK nor patches a module, so tracing that is off costs nothing.

/** Starts tracing when an OTLP endpoint is configured; resolves to the function that flushes and stops it. */
export async function startTracingWhenConfigured(
  serviceName: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<(() => Promise<void>) | undefined> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim())
    return undefined;
  const { startTracing } = await import('./tracing.js');
  return startTracing(serviceName);
}
