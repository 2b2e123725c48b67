'use server';

import { staffAction } from '@/domains/admin/staff-action';
import { expire } from '@/lib/cache';
import { addSynonymWordInput, deleteSynonymGroupInput, synonymGroupInput } from './schemas';
import * as service from './service';

/** The owner saves a synonym group (new or edited): searches use it at once. */
export const saveSynonymGroupAction = staffAction('searchWords')(synonymGroupInput, async (input) => {
  const { id, cache } = await service.saveSynonymGroup(input);
  expire(cache);
  return { id };
});

export const deleteSynonymGroupAction = staffAction('searchWords')(deleteSynonymGroupInput, async (input) => {
  expire((await service.deleteSynonymGroup(input)).cache);
});

/** The owner turns a search that found nothing into a word of a synonym group, in one step. */
export const addSynonymWordAction = staffAction('searchWords')(addSynonymWordInput, async (input) => {
  expire((await service.addSynonymWord(input)).cache);
});
