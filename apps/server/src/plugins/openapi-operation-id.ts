// Each operation's operationId, made from its method and path alone, so that a name stays the same
// from one run to the next and changes only when the route's address does (decision 056).

/** The verb of an operation whose path does not name one. */
const METHOD_VERBS: Record<string, string> = {
  get: 'get',
  post: 'create',
  put: 'replace',
  patch: 'update',
  delete: 'delete',
};

/** A path whose last fixed segment starts with one of these names the verb itself: /cart/merge. */
const ACTION_WORDS = new Set([
  'merge',
  'quote',
  'complete',
  'confirm',
  'start',
  'cancel',
  'export',
  'create',
]);

/** Operations whose path reads wrongly as a name (a stream is not a list; a message is not created). */
const NAMED_OPERATIONS: Record<string, string> = {
  'get /api/events': 'streamEvents',
  'get /api/admin/events': 'streamAdminEvents',
  'post /api/contact': 'sendContactMessage',
};

/** The singular of the plural nouns our paths use (categories, addresses, products; status stays). */
export const singularOf = (word: string): string => {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
};

const isPlural = (word: string) => singularOf(word) !== word;
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * `listProducts`, `getProduct`, `replaceCart`, `mergeCart`, `exportAdminOrdersCsv`: a verb, then the
 * path's words after /api (a word before a path parameter in the singular: it names one item).
 * GET of a plural is `list`, except for a group of settings (/admin/settings/invoices).
 */
export function operationIdOf(method: string, path: string): string {
  const named = NAMED_OPERATIONS[`${method.toLowerCase()} ${path}`];
  if (named) return named;

  const segments = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean);
  const words: string[] = [];
  let lastFixed: string[] = [];
  for (const segment of segments) {
    if (segment.startsWith('{')) {
      const last = words.pop();
      if (last !== undefined) words.push(singularOf(last));
      lastFixed = [];
      continue;
    }
    lastFixed = segment.toLowerCase().split(/[-_.]/).filter(Boolean);
    words.push(...lastFixed);
  }

  let verb = METHOD_VERBS[method.toLowerCase()] ?? method.toLowerCase();
  const action = lastFixed[0];
  if (action !== undefined && ACTION_WORDS.has(action)) {
    // The action word leaves the noun: POST /cart/merge is mergeCart, not createCartMerge.
    verb = action;
    words.splice(words.length - lastFixed.length, 1);
  } else if (verb === 'create' && lastFixed.length > 0) {
    const last = words.pop();
    if (last !== undefined) words.push(singularOf(last));
  } else if (verb === 'get' && lastFixed.length > 0 && !segments.includes('settings')) {
    if (isPlural(words.at(-1) ?? '')) verb = 'list';
  }
  return verb + words.map(capitalized).join('');
}
