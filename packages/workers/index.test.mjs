import { describe, expect, it, vi } from 'vitest';
import { WorkersConfigError, workerCount } from './index.mjs';

// A machine of 7 cores, so that `auto` cannot pass by matching the default of 1 or this machine's count.
vi.mock('node:os', async (importOriginal) => ({
  ...(await importOriginal()),
  availableParallelism: () => 7,
}));

describe('workerCount', () => {
  it('is 1 when the variable is unset, empty or blank', () => {
    expect(workerCount({}, 'API_WORKERS')).toBe(1);
    expect(workerCount({ API_WORKERS: '' }, 'API_WORKERS')).toBe(1);
    expect(workerCount({ API_WORKERS: '  ' }, 'API_WORKERS')).toBe(1);
  });

  it('reads the variable it is named', () => {
    expect(workerCount({ API_WORKERS: '3', STOREFRONT_WORKERS: '5' }, 'STOREFRONT_WORKERS')).toBe(5);
  });

  it.each([
    ['1', 1],
    ['2', 2],
    [' 4 ', 4],
    ['64', 64],
  ])('takes the whole number %j', (value, count) => {
    expect(workerCount({ API_WORKERS: value }, 'API_WORKERS')).toBe(count);
  });

  it('takes auto as one process per core', () => {
    expect(workerCount({ API_WORKERS: 'auto' }, 'API_WORKERS')).toBe(7);
    expect(workerCount({ API_WORKERS: ' auto ' }, 'API_WORKERS')).toBe(7);
  });

  it.each(['0', '-1', '65', '1000000', 'two', '2.5', '1e1', '0x10', '+2', 'AUTO', '3 workers'])(
    'refuses %j with an error that names the variable and what it takes',
    (value) => {
      const count = () => workerCount({ STOREFRONT_WORKERS: value }, 'STOREFRONT_WORKERS');
      expect(count).toThrow(WorkersConfigError);
      expect(count).toThrow(
        `STOREFRONT_WORKERS must be auto or a whole number from 1 to 64 (got "${value.trim()}")`,
      );
    },
  );
});
