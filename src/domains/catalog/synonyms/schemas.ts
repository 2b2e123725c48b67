import { z } from 'zod';

/** How many words a synonym group may hold, and how long one word may be. */
export const SYNONYM_LIMITS = { minWords: 2, maxWords: 30, maxWordLength: 40, maxText: 1200 } as const;

/** A group's words as typed in one field: separated by commas (Latin or Arabic), semicolons, spaces or lines. */
export function splitWords(text: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const word of text.split(/[\s,،;؛]+/u)) {
    const clean = word.trim();
    if (clean && !seen.has(clean.toLowerCase())) {
      seen.add(clean.toLowerCase());
      words.push(clean);
    }
  }
  return words;
}

/** A word a shopper may type: letters (any script) with marks, digits or an apostrophe (Arabizi's 3'), no spaces. */
const WORD = /^(?=.*\p{L})[\p{L}\p{M}\p{N}']+$/u;

const wordsField = z
  .string({ error: 'searchWords.errors.required' })
  .max(SYNONYM_LIMITS.maxText, { error: 'searchWords.errors.tooLong' })
  .transform(splitWords)
  .superRefine((words, ctx) => {
    if (words.length === 0) ctx.addIssue({ code: 'custom', message: 'searchWords.errors.required' });
    else if (words.length < SYNONYM_LIMITS.minWords)
      ctx.addIssue({ code: 'custom', message: 'searchWords.errors.tooFew' });
    else if (words.length > SYNONYM_LIMITS.maxWords)
      ctx.addIssue({ code: 'custom', message: 'searchWords.errors.tooMany' });
    else if (words.some((word) => word.length > SYNONYM_LIMITS.maxWordLength))
      ctx.addIssue({ code: 'custom', message: 'searchWords.errors.wordTooLong' });
    else if (words.some((word) => !WORD.test(word)))
      ctx.addIssue({ code: 'custom', message: 'searchWords.errors.notAWord' });
  });

// A group the owner's form names: a whole number PostgreSQL's integer holds (anything else is no group of ours).
const groupId = z.coerce
  .number({ error: 'validation.invalid' })
  .pipe(z.int32({ error: 'validation.invalid' }).positive({ error: 'validation.invalid' }));

/** A synonym group, new (no id) or edited: its words in one text field. */
export const synonymGroupInput = z.object({
  id: groupId.optional(),
  words: wordsField,
});
export type SynonymGroupInput = z.input<typeof synonymGroupInput>;

export const deleteSynonymGroupInput = z.object({ id: groupId });

/** One word added to a group from the list of searches that found nothing. */
export const addSynonymWordInput = z.object({
  groupId: z.coerce
    .number({ error: 'searchWords.errors.chooseGroup' })
    .int({ error: 'searchWords.errors.chooseGroup' })
    .positive({ error: 'searchWords.errors.chooseGroup' }),
  word: z
    .string({ error: 'searchWords.errors.required' })
    .trim()
    .min(1, { error: 'searchWords.errors.required' })
    .max(SYNONYM_LIMITS.maxWordLength, { error: 'searchWords.errors.wordTooLong' })
    .regex(WORD, { error: 'searchWords.errors.notAWord' }),
});
