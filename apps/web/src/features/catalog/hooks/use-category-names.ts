// The shop's categories in the owner's order (Admin > Categories): the category bar, the home tiles,
// the filter panel and the product form all read them from one cached answer, which a change the
// owner makes refetches (catalog.changed). Undefined until it has arrived (a drawn page has it).
import { useGetCategoriesQuery } from '../api/catalog-api';

export function useCategoryNames(): string[] | undefined {
  const { data } = useGetCategoriesQuery(undefined, {
    selectFromResult: ({ data }) => ({ data: data?.map((category) => category.name) }),
  });
  return data;
}
