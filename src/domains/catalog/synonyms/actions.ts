'use server';

import { adminAction } from '@/domains/accounts/session';
import { expire } from '@/lib/cache';
import { addSynonymWordInput, deleteSynonymGroupInput, synonymGroupInput } from './schemas';
import * as service from './service';

/** The owner saves a synonym group (new or edited): searches use it at once. */
export const saveSynonymGroupAction = adminAction(synonymGroupInput, async (input) => {
  const { id, cache } = await service.saveSynonymGroup(input);
  expire(cache);
  return { id };
});

export const deleteSynonymGroupAction = adminAction(deleteSynonymGroupInput, async (input) => {
  expire((await service.deleteSynonymGroup(input)).cache);
});

/** The owner turns a search that found nothing into a word of a synonym group, in one step. */
export const addSynonymWordAction = adminAction(addSynonymWordInput, async (input) => {
  expire((await service.addSynonymWord(input)).cache);
});
