/**
 * The search of a page that reads only text values from its address (an emailed link's token or id,
 * where to go next): the named values that are strings, nothing else. Route files ship with every
 * page, so they share this one parser.
 */
export function textSearch<const K extends string>(...names: K[]) {
  return (search: Record<string, unknown>): Partial<Record<K, string>> => {
    const found: Partial<Record<K, string>> = {};
    for (const name of names) {
      const value = search[name];
      if (typeof value === "string") found[name] = value;
    }
    return found;
  };
}

/**
 * The search of pages that pass someone on once they are done (/login, /signup, /onboarding):
 * `?next=` is where to go then; each page accepts only same-site paths from it (safeNextPath).
 */
export const nextSearch = textSearch("next");
