import type { Language } from '../../config/languages';
import { type LoadedConfig, loadStorefrontConfig } from '../../config/load';
import { type PublicConfig, type StorefrontConfig, toPublicConfig } from '../../config/schema';
import { createErrorReporter, setErrorReporter } from '../shared/errors/error-reporting';
import { createLogger, type Logger } from '../shared/logging/logger';

let loaded: LoadedConfig | undefined;
let logger: Logger | undefined;

/** The validated configuration, read once from the environment. Throws ConfigError. */
export function getLoadedConfig(): LoadedConfig {
  if (!loaded) {
    loaded = loadStorefrontConfig();
    const { errorReporting } = loaded.config;
    setErrorReporter(
      createErrorReporter({
        // Through serverLogger(), so that the JSON log server.mjs hands over later is used.
        logger: {
          error: (message, detail) => serverLogger().error(message, detail),
          warn: (message, detail) => serverLogger().warn(message, detail),
          info: (message, detail) => serverLogger().info(message, detail),
        },
        dsn: errorReporting.dsn,
        environment: errorReporting.environment,
        release: errorReporting.release,
        platform: 'node',
      }),
    );
  }
  return loaded;
}

export function getServerConfig(): StorefrontConfig {
  return getLoadedConfig().config;
}

/** What the browser may see of the configuration. */
export function getPublicConfig(): PublicConfig {
  return toPublicConfig(getServerConfig());
}

export function serverLogger(): Logger {
  logger ??= createLogger(getServerConfig().logging.level);
  return logger;
}

/** The part of a pino logger the storefront uses: an object of fields, then the message. */
export interface JsonLog {
  error(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

/**
 * Writes the app's log lines to server.mjs's JSON log (pino, which knows the request each line
 * belongs to, and whose level follows logging.level) instead of the console.
 */
export function logServerTo(log: JsonLog): void {
  const fields = (detail: unknown): object =>
    detail === undefined ? {} : detail instanceof Error ? { err: detail } : { detail };
  logger = {
    error: (message, detail) => log.error(fields(detail), message),
    warn: (message, detail) => log.warn(fields(detail), message),
    info: (message, detail) => log.info(fields(detail), message),
  };
}

/** A per-language setting that validation guarantees for every available language. */
export function settingFor<T>(perLanguage: Partial<Record<Language, T>>, language: Language): T {
  const value = perLanguage[language];
  if (value === undefined) throw new Error(`storefront config: no setting for language ${language}`);
  return value;
}
