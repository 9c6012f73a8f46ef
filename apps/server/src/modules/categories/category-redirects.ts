// A renamed (or deleted-and-merged) category's old address leads to where it went: /category/Grocries
// answers 301 to /category/Groceries, its query kept, so links and bookmarks keep working and search
// engines move the page's standing over. Only a name that is not a category now is looked up.
import type { FastifyInstance } from 'fastify';
import { languagePrefix, splitLanguagePath } from '@eshop/shared';
import { renamedCategory } from './category-store.js';

const PREFIX = '/category/';

export function redirectFormerCategories(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [fullPath = '', query] = request.url.split(/\?(.*)/s);
    // '/de/category/Grocries' is the same page in German (decision 068): it stays in German.
    const { language, path } = splitLanguagePath(fullPath);
    if (!path.startsWith(PREFIX)) return;
    let name: string;
    try {
      name = decodeURIComponent(path.slice(PREFIX.length));
    } catch {
      return; // A malformed address: the page says it found nothing.
    }
    if (name === '' || app.categoryNames.current().includes(name)) return;
    const target = await renamedCategory(app.db, name);
    if (target === undefined) return;
    const location = `${languagePrefix(language)}${PREFIX}${encodeURIComponent(target)}${query ? `?${query}` : ''}`;
    // Permanent for search engines, but not kept by browsers: the owner may rename it back, and a
    // remembered 301 would then loop (Grocries -> Groceries -> Grocries).
    return reply.header('cache-control', 'no-cache').redirect(location, 301);
  });
}
