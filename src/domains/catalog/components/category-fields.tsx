'use client';

import { useState } from 'react';
import classes from './listing-filters.module.css';

export type CategoryChoice = { slug: string; name: string; subs: { slug: string; name: string }[] };

type Props = {
  /** Field ids, unique on the page. */
  ids: { category: string; sub: string };
  labels: { category: string; sub: string; allCategories: string; allSubCategories: string };
  categories: CategoryChoice[];
  /** The choices the list shows now ('' for all). */
  category: string;
  sub: string;
  /** On a category page the category comes from the path: only its sub categories are offered. */
  fixedCategory?: boolean;
};

/**
 * The filter form's category and sub category selects. The sub category choices follow the chosen category: with
 * JavaScript, as soon as it changes (a sub category of another category is dropped; choosing a sub category from
 * the full list picks its category); without, after the form is applied. Plain selects, so the form still submits
 * as a GET form with JavaScript off.
 */
export function CategoryFields({ ids, labels, categories, category, sub, fixedCategory }: Props) {
  const [chosen, setChosen] = useState({ category, sub });
  const selected = categories.find((c) => c.slug === chosen.category);
  const groups = selected ? [{ ...selected, name: null }] : categories.filter((c) => c.subs.length);
  const parentOf = (slug: string) => categories.find((c) => c.subs.some((s) => s.slug === slug));
  return (
    <>
      {!fixedCategory && (
        <div className={classes.field}>
          <label htmlFor={ids.category} className={classes.label}>
            {labels.category}
          </label>
          <select
            id={ids.category}
            name="category"
            className={classes.input}
            value={chosen.category}
            onChange={(event) => {
              const next = event.currentTarget.value;
              const keep = parentOf(chosen.sub)?.slug === next;
              setChosen({ category: next, sub: keep ? chosen.sub : '' });
            }}
          >
            <option value="">{labels.allCategories}</option>
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {groups.some((g) => g.subs.length) && (
        <div className={classes.field}>
          <label htmlFor={ids.sub} className={classes.label}>
            {labels.sub}
          </label>
          <select
            id={ids.sub}
            name="sub"
            className={classes.input}
            value={chosen.sub}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setChosen({ category: (next && parentOf(next)?.slug) || chosen.category, sub: next });
            }}
          >
            <option value="">{labels.allSubCategories}</option>
            {groups.map((group) => {
              const options = group.subs.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.name}
                </option>
              ));
              return group.name ? (
                <optgroup key={group.slug} label={group.name}>
                  {options}
                </optgroup>
              ) : (
                options
              );
            })}
          </select>
        </div>
      )}
    </>
  );
}
