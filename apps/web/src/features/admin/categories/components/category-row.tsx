// One row of Admin > Categories: its place (up and down), its name (renamed in place), its products
// on sale (a link to its page in the shop), the old addresses leading to it, and its deletion: an
// empty category after a question; one with products by choosing the category they move to.
import '../../../../lib/zod-jitless';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '../../../../components/link';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { z } from 'zod';
import { categoryDeleteQuerySchema, categoryInputSchema, type AdminCategory } from '@eshop/shared';
import buttons from '../../../../components/ui/button.module.css';
import { ConfirmButton } from '../../../../components/ui/confirm-button';
import { SelectField } from '../../../../components/ui/select-field';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextField } from '../../../../components/ui/text-field';
import { enCategories as text } from '../../../../copy/en-categories';
import { getServerDetails, getServerMessage } from '../../../../lib/api-error';
import { categoryPath } from '../../../../lib/format';
import { notify } from '../../../../lib/notify';
import { useDeleteCategoryMutation, useRenameCategoryMutation } from '../api/categories-api';
import admin from '../../shared/admin.module.css';
import categoryStyles from './categories.module.css';

type CategoryRowProps = {
  category: AdminCategory;
  /** Where its products can go. */
  others: AdminCategory[];
  isFirst: boolean;
  isLast: boolean;
  onMove: (by: -1 | 1) => Promise<void>;
};

function RenameForm({ category, onDone }: { category: AdminCategory; onDone: () => void }) {
  // Checked on submit with the server's schema; typing takes the message away. Focus stays put.
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: { name: category.name },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [rename, { isLoading }] = useRenameCategoryMutation();
  const save = handleSubmit(async ({ name }) => {
    try {
      await rename({ id: category.id, name }).unwrap();
      if (name !== category.name) notify.success(text.renamed(category.name, name));
      onDone();
    } catch (failure) {
      setError('name', { message: getServerDetails(failure)[0]?.message ?? getServerMessage(failure) });
    }
  });
  return (
    <form className={categoryStyles.inlineForm} onSubmit={(event) => void save(event)} noValidate>
      <TextField
        label={text.renameLabel(category.name)}
        maxLength={60}
        autoFocus
        {...register('name', { onChange: () => clearErrors('name') })}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
        error={errors.name?.message}
      />
      <SubmitButton isBusy={isLoading}>{text.save}</SubmitButton>
      <button type="button" className={buttons.secondary} onClick={onDone}>
        {text.cancel}
      </button>
    </form>
  );
}

/** Deleting a category with products: where they go, then one button. */
function MoveAndDeleteForm({
  category,
  others,
  onDone,
}: {
  category: AdminCategory;
  others: AdminCategory[];
  onDone: () => void;
}) {
  // One of the other categories (then the server's own rule for the id), checked on submit; choosing
  // takes the message away.
  const schema = useMemo(
    () =>
      z.object({
        moveTo: z
          .string()
          .refine((id) => others.some((other) => other.id === id), { error: text.chooseTarget })
          .pipe(categoryDeleteQuerySchema.shape.moveTo.unwrap()),
      }),
    [others],
  );
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { moveTo: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [remove, { isLoading }] = useDeleteCategoryMutation();
  const headingId = useId();
  const submit = handleSubmit(async ({ moveTo }) => {
    const target = others.find((other) => other.id === moveTo);
    try {
      await remove({ id: category.id, moveTo }).unwrap();
      notify.success(text.movedAndDeleted(category.name, target?.name ?? ''));
    } catch (failure) {
      setError('moveTo', { message: getServerMessage(failure) });
    }
  });
  return (
    <form
      className={categoryStyles.moveForm}
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <p id={headingId}>{text.moveHeading(category.name, category.productCount)}</p>
      <SelectField
        label={text.moveTo}
        autoFocus
        {...register('moveTo', { onChange: () => clearErrors('moveTo') })}
        error={errors.moveTo?.message}
      >
        <option value="" disabled>
          {text.chooseTarget}
        </option>
        {others.map((other) => (
          <option key={other.id} value={other.id}>
            {other.name}
          </option>
        ))}
      </SelectField>
      <SubmitButton isBusy={isLoading} className={buttons.danger}>
        {text.moveAndDelete}
      </SubmitButton>
      <button type="button" className={buttons.secondary} onClick={onDone}>
        {text.cancel}
      </button>
    </form>
  );
}

export function CategoryRow({ category, others, isFirst, isLast, onMove }: CategoryRowProps) {
  const [mode, setMode] = useState<'view' | 'rename' | 'move'>('view');
  const [remove] = useDeleteCategoryMutation();
  const renameButton = useRef<HTMLButtonElement>(null);
  const upButton = useRef<HTMLButtonElement>(null);
  const downButton = useRef<HTMLButtonElement>(null);
  /** The arrow last pressed: the row moved in the list, and the arrow keeps the focus. */
  const pressed = useRef<'up' | 'down' | undefined>(undefined);
  useEffect(() => {
    const arrow = pressed.current;
    pressed.current = undefined;
    if (arrow === 'up') (isFirst ? downButton : upButton).current?.focus();
    if (arrow === 'down') (isLast ? upButton : downButton).current?.focus();
  }, [category.position, isFirst, isLast]);

  const closeForm = () => {
    setMode('view');
    // Back to where the owner was (the form's fields are gone).
    requestAnimationFrame(() => renameButton.current?.focus());
  };
  const deleteEmpty = async () => {
    try {
      await remove({ id: category.id }).unwrap();
      notify.success(text.deleted(category.name));
    } catch (failure) {
      notify.error(getServerMessage(failure));
    }
  };
  const canDelete = others.length > 0;

  return (
    <tr>
      <td data-label={text.columns.order}>
        <div className={admin.rowActions}>
          <button
            ref={upButton}
            type="button"
            className={buttons.icon}
            aria-label={text.moveUp(category.name)}
            disabled={isFirst}
            onClick={() => {
              pressed.current = 'up';
              void onMove(-1);
            }}
          >
            <ArrowUp size={18} aria-hidden="true" />
          </button>
          <button
            ref={downButton}
            type="button"
            className={buttons.icon}
            aria-label={text.moveDown(category.name)}
            disabled={isLast}
            onClick={() => {
              pressed.current = 'down';
              void onMove(1);
            }}
          >
            <ArrowDown size={18} aria-hidden="true" />
          </button>
        </div>
      </td>
      <td data-label={text.columns.name}>
        {mode === 'rename' ? (
          <RenameForm category={category} onDone={closeForm} />
        ) : (
          <div>
            <span className={categoryStyles.name}>{category.name}</span>
            {category.formerNames.length > 0 && (
              <span className={admin.muted}>{text.formerNames(category.formerNames)}</span>
            )}
          </div>
        )}
      </td>
      <td data-label={text.columns.products}>
        <Link to={categoryPath(category.name)} aria-label={text.viewInShop(category.name)}>
          {text.productCount(category.productCount)}
        </Link>
      </td>
      <td data-label={text.columns.actions}>
        {mode === 'move' ? (
          <MoveAndDeleteForm category={category} others={others} onDone={closeForm} />
        ) : (
          <div className={admin.rowActions}>
            <button
              ref={renameButton}
              type="button"
              className={buttons.secondary}
              aria-label={text.renameAction(category.name)}
              onClick={() => setMode('rename')}
            >
              {text.rename}
            </button>
            {!canDelete ? null : category.productCount > 0 ? (
              <button
                type="button"
                className={buttons.danger}
                aria-label={text.deleteAction(category.name)}
                onClick={() => setMode('move')}
              >
                {text.delete}
              </button>
            ) : (
              <ConfirmButton
                className={buttons.danger}
                label={text.deleteAction(category.name)}
                title={text.deleteTitle}
                question={text.deleteQuestion(category.name)}
                confirmLabel={text.deleteConfirm}
                cancelLabel={text.cancel}
                onConfirm={() => void deleteEmpty()}
              >
                {text.delete}
              </ConfirmButton>
            )}
          </div>
        )}
      </td>
    </tr>
  );
}
