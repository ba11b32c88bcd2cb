import type { RichText } from '../../shared/html/rich-text';

/** An FAQ category as the page shows it; `anchor` (its url key) is the id deep links name. */
export interface FaqCategory {
  title: string;
  anchor: string;
  questions: Array<{ id: number; question: string; shortAnswer: string; longAnswer: RichText }>;
}

/**
 * The long answer without its first paragraph when that only repeats the short answer shown
 * above it (long answers often open with it).
 */
export function withoutRepeatedShortAnswer(longAnswer: RichText, shortAnswer: string): RichText {
  const [first, ...rest] = longAnswer;
  const repeats =
    typeof first === 'object' &&
    'tag' in first &&
    first.tag === 'p' &&
    first.children?.length === 1 &&
    typeof first.children[0] === 'string' &&
    first.children[0].trim() === shortAnswer.trim();
  return repeats && shortAnswer.trim() ? rest : longAnswer;
}
