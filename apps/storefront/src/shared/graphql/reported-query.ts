import { reportError } from '../errors/error-reporting';

/**
 * A query function (useQuery) whose failure is reported, unless the query was cancelled (its page or
 * input moved on). The failure is thrown on, so the query shows it as its error.
 */
export function reportedQuery<T>(operation: string, run: (signal: AbortSignal) => Promise<T>) {
  return async ({ signal }: { signal: AbortSignal }): Promise<T> => {
    try {
      return await run(signal);
    } catch (error) {
      if (!signal.aborted) reportError(error, { operation });
      throw error;
    }
  };
}
