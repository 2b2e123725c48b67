type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, `${path}.`)) out.set(k, v);
  }
  return out;
}

/** Differences between two message files: keys missing on either side, and empty texts. */
export function compareMessages(en: Tree, ar: Tree): { keys: number; problems: string[] } {
  const enKeys = leaves(en);
  const arKeys = leaves(ar);
  const problems = [
    ...[...enKeys.keys()].filter((k) => !arKeys.has(k)).map((k) => `missing in ar: ${k}`),
    ...[...arKeys.keys()].filter((k) => !enKeys.has(k)).map((k) => `missing in en: ${k}`),
    ...[...enKeys].filter(([, v]) => !v.trim()).map(([k]) => `empty in en: ${k}`),
    ...[...arKeys].filter(([, v]) => !v.trim()).map(([k]) => `empty in ar: ${k}`),
  ];
  return { keys: enKeys.size, problems };
}
