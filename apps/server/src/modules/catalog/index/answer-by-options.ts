// A listing filtered by option values without a search (decision 061), answered like a brand filter:
// the chosen values' products become a kept list (as a word's, decision 036), whose running counts
// give the total and the category and brand facets, and whose orders give the page. Each filtered
// option's own counts come from the products the other filters let through: the catalogue's (one
// option filtered) or the other filters' own kept list.
import { optionFiltersOf, type ProductSort } from '@eshop/shared';
import { answerFromList } from './answer-from-list.js';
import type { CatalogIndex } from './catalog-index.js';
import {
  countAtMost,
  countBelow,
  optionFilterOf,
  type Filter,
  type IndexAnswer,
  type OptionFilter,
} from './index-query-parts.js';
import { catalogueOptionCounts, optionCountsOf, optionMatches } from './option-counts.js';
import { optionListOf } from './word-list-cache.js';

export function answerByOptions(
  index: CatalogIndex,
  filter: Filter,
  chosen: readonly string[],
  sort: ProductSort,
  page: { offset: number; need: number },
): IndexAnswer {
  const optionFilter = filter.options!;
  const names = [...optionFiltersOf(chosen).keys()];
  const listOf = (texts: readonly string[], of: OptionFilter) =>
    optionListOf(index, texts, () => optionMatches(index, of));
  const list = listOf(chosen, optionFilter);
  return answerFromList(index, list, filter, sort, page, (narrowed, from, to) => {
    const counts = new Int32Array(index.optionValues.values.length);
    const take = (source: ArrayLike<number>, of: number) => {
      optionFilter.filterOf.forEach((filterOf, id) => {
        if (filterOf === of) counts[id] = source[id] ?? 0;
      });
    };
    // The options not filtered: over the matches.
    take(optionCountsOf(index, list, narrowed, from, to), -1);
    for (let m = 0; m < optionFilter.count; m += 1) {
      if (optionFilter.count === 1) {
        take(catalogueOptionCounts(index, narrowed), m);
        continue;
      }
      const others = chosen.filter((text) => text.slice(0, text.indexOf(':')).trim() !== names[m]);
      const otherList = listOf(others, optionFilterOf(index, others)!);
      const byPrice = otherList.byPrice;
      const otherFrom = countBelow(byPrice, index.prices, narrowed.minPriceCents);
      const otherTo = Math.max(otherFrom, countAtMost(byPrice, index.prices, narrowed.maxPriceCents));
      take(optionCountsOf(index, otherList, narrowed, otherFrom, otherTo), m);
    }
    return counts;
  });
}
