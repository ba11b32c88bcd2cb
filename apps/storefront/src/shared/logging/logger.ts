import type { LogLevel } from '../../../config/schema';

export interface Logger {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
}

const RANK: Record<LogLevel, number> = { nothing: 0, errors: 1, warnings: 2, everything: 3 };

/** A console logger that honours the configured verbosity (docs/BEHAVIOUR.md#limits "Logging"). */
export function createLogger(level: LogLevel, prefix = 'storefront'): Logger {
  const rank = RANK[level];
  return {
    error: (message, detail) => {
      if (rank >= RANK.errors) console.error(`${prefix}: ${message}`, ...details(detail));
    },
    warn: (message, detail) => {
      if (rank >= RANK.warnings) console.warn(`${prefix}: ${message}`, ...details(detail));
    },
    info: (message, detail) => {
      if (rank >= RANK.everything) console.info(`${prefix}: ${message}`, ...details(detail));
    },
  };
}

function details(detail: unknown): unknown[] {
  return detail === undefined ? [] : [detail];
}
