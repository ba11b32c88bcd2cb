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
    const { errorReporting, logging } = loaded.config;
    setErrorReporter(
      createErrorReporter({
        logger: createLogger(logging.level),
        dsn: errorReporting.dsn,
        environment: errorReporting.environment,
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

/** A per-language setting that validation guarantees for every available language. */
export function settingFor<T>(perLanguage: Partial<Record<Language, T>>, language: Language): T {
  const value = perLanguage[language];
  if (value === undefined) throw new Error(`storefront config: no setting for language ${language}`);
  return value;
}
