import { describe, expect, it } from 'vitest';
import { withoutRepeatedShortAnswer } from './faq-category';

describe('withoutRepeatedShortAnswer', () => {
  const more = { tag: 'p' as const, children: ['Mehr dazu.'] };

  it('drops a first paragraph that repeats the short answer', () => {
    expect(withoutRepeatedShortAnswer([{ tag: 'p', children: ['Ja. '] }, more], 'Ja.')).toEqual([more]);
  });

  it('keeps a long answer that opens differently, and everything when there is no short answer', () => {
    const answer = [{ tag: 'p' as const, children: ['Nein.'] }, more];
    expect(withoutRepeatedShortAnswer(answer, 'Ja.')).toEqual(answer);
    expect(withoutRepeatedShortAnswer([{ tag: 'p', children: [''] }], '')).toEqual([
      { tag: 'p', children: [''] },
    ]);
  });
});
