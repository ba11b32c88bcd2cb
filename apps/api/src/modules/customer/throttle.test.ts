import { describe, expect, it } from 'vitest';
import { decide, type ThrottlePolicy } from './throttle.js';

const policy: ThrottlePolicy = {
  windowMinutes: 15,
  slowAfter: 3,
  lockAfter: 6,
  stepMs: 500,
  maxDelayMs: 1_200,
};
const now = new Date('2026-01-10T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('login throttle decision', () => {
  it.each<[string, number[], ReturnType<typeof decide>]>([
    ['no failures', [], { kind: 'allow', delayMs: 0 }],
    ['two failures', [1, 2], { kind: 'allow', delayMs: 0 }],
    ['three failures: the first delay', [1, 2, 3], { kind: 'allow', delayMs: 500 }],
    ['four failures', [1, 2, 3, 4], { kind: 'allow', delayMs: 1_000 }],
    ['five failures: capped', [1, 2, 3, 4, 5], { kind: 'allow', delayMs: 1_200 }],
    ['failures older than the window do not count', [1, 2, 16, 20, 30, 40], { kind: 'allow', delayMs: 0 }],
    // Locked until the 6th-newest failure (10 minutes ago) is 15 minutes old: 5 minutes.
    ['six failures: locked', [1, 2, 3, 4, 5, 10], { kind: 'locked', retryAfterSeconds: 300 }],
    [
      'more failures: the 6th-newest decides',
      [0.5, 1, 2, 3, 4, 6, 14],
      { kind: 'locked', retryAfterSeconds: 540 },
    ],
  ])('%s', (_name, ages, expected) => {
    expect(decide(ages.map(minutesAgo), policy, now)).toEqual(expected);
  });
});
