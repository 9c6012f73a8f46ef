// /admin/categories (issue 22): the shop's categories in the storefront's order, each with its
// products on sale. The owner adds one at the end, moves one up or down, renames one in place (its
// products follow, its old address redirects) and deletes one: an empty one after a question, one
// with products by choosing where they go (category-row.tsx).
import '../../../../lib/zod-jitless';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { categoryInputSchema, type AdminCategory } from '@eshop/shared';
import { DataTable } from '../../../../components/ui/data-table';
import { Spinner } from '../../../../components/ui/spinner';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextField } from '../../../../components/ui/text-field';
import { enCategories as text } from '../../../../copy/en-categories';
import { getErrorMessage, getServerDetails, getServerMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import {
  useAddCategoryMutation,
  useGetAdminCategoriesQuery,
  useReorderCategoriesMutation,
} from '../api/categories-api';
import { CategoryRow } from './category-row';
import admin from '../../shared/admin.module.css';
import categoryStyles from './categories.module.css';

function AddCategoryForm() {
  // Checked on submit with the server's schema; typing takes the message away. Focus stays put.
  const {
    register,
    handleSubmit,
    clearErrors,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: { name: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [addCategory, { isLoading }] = useAddCategoryMutation();
  const add = handleSubmit(async ({ name }) => {
    try {
      await addCategory({ name }).unwrap();
      notify.success(text.added(name));
      reset();
    } catch (failure) {
      setError('name', { message: getServerDetails(failure)[0]?.message ?? getServerMessage(failure) });
    }
  });
  return (
    <form className={categoryStyles.addForm} onSubmit={(event) => void add(event)} noValidate>
      <TextField
        label={text.newLabel}
        maxLength={60}
        {...register('name', { onChange: () => clearErrors('name') })}
        error={errors.name?.message}
      />
      <SubmitButton isBusy={isLoading}>{text.add}</SubmitButton>
    </form>
  );
}

export function CategoriesPage() {
  useDocumentTitle(text.heading);
  const { data: categories, error, isLoading } = useGetAdminCategoriesQuery();
  const [reorder] = useReorderCategoriesMutation();

  const move = async (category: AdminCategory, by: -1 | 1) => {
    if (!categories) return;
    const ids = categories.map((item) => item.id);
    const from = ids.indexOf(category.id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    try {
      await reorder({ ids }).unwrap();
      notify.success(text.moved(category.name, to + 1));
    } catch (failure) {
      notify.error(getServerMessage(failure));
    }
  };

  return (
    <section>
      <h1>{text.heading}</h1>
      <p className={admin.muted}>{text.intro}</p>
      <AddCategoryForm />
      {isLoading ? (
        <Spinner />
      ) : error || !categories ? (
        <p className={admin.error}>{getErrorMessage(error)}</p>
      ) : (
        <DataTable label={text.heading} stacksOnPhone>
          <thead>
            <tr>
              <th scope="col">{text.columns.order}</th>
              <th scope="col">{text.columns.name}</th>
              <th scope="col">{text.columns.products}</th>
              <th scope="col">{text.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {categories.map((category, index) => (
              <CategoryRow
                key={category.id}
                category={category}
                others={categories.filter((other) => other.id !== category.id)}
                isFirst={index === 0}
                isLast={index === categories.length - 1}
                onMove={(by) => move(category, by)}
              />
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}
