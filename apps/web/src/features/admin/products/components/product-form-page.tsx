// /admin/add-product/ADD adds a product; /admin/add-product/{id} edits that one (spec 2). The form is
// react-hook-form checked with the server's own schema (productFormSchema wraps productInputSchema),
// so each message appears next to its field before anything is sent; what the server still refuses
// comes back the same way. The image is uploaded as soon as it is chosen, with a progress bar, and the
// product points at the stored copy. Below the form, an existing product's options and variants
// (variants-editor.tsx); a product with options takes its price and stock from them.
import '../../../../lib/zod-jitless';
import { useEffect, useRef, useState } from 'react';
import { useController, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_PRODUCT_STOCK, TAX_CLASSES, type ProductInput, type ProductVariants } from '@eshop/shared';
import { ProductImage } from '../../../../components/ui/product-image';
import { SelectField } from '../../../../components/ui/select-field';
import { Spinner } from '../../../../components/ui/spinner';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { TextField } from '../../../../components/ui/text-field';
import textFieldStyles from '../../../../components/ui/text-field.module.css';
import { copy } from '../../../../copy';
import { enAdmin } from '../../../../copy/en-admin';
import { getErrorMessage, getServerDetails } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useCategoryNames } from '../../../catalog';
import {
  useCreateProductMutation,
  useGetAdminProductQuery,
  useGetProductVariantsQuery,
  useUpdateProductMutation,
} from '../api/products-api';
import { enVariants } from '../../../../copy/en-variants';
import { VariantsEditor } from './variants-editor';
import { uploadImage } from '../../shared/upload-image';
import {
  EMPTY_PRODUCT_FORM,
  productFormFieldOf,
  productFormSchema,
  productFormValuesOf,
  type ProductFormField,
  type ProductFormValues,
} from '../product-form-schema';
import { GalleryEditor } from './gallery-editor';
import admin from '../../shared/admin.module.css';
import styles from './products.module.css';

export const NEW_PRODUCT_ID = 'ADD';

/** The gallery's message: about the list, or else about one of its pictures. */
const galleryMessage = (errors: FieldErrors<ProductFormValues>): string | undefined => {
  const error = errors.gallery;
  if (!error) return undefined;
  if (error.message) return error.message;
  const pictures: readonly ({ message?: string } | undefined)[] = Array.isArray(error) ? error : [];
  return pictures.find((picture) => picture?.message)?.message;
};

export function ProductFormPage() {
  const { id = NEW_PRODUCT_ID } = useParams();
  const isNew = id === NEW_PRODUCT_ID;
  useDocumentTitle(isNew ? enAdmin.addHeading : enAdmin.editHeading);
  // Always today's product: the form edits what is in the shop now, not a copy from a minute ago.
  const {
    data: product,
    error,
    fulfilledTimeStamp,
  } = useGetAdminProductQuery(id, {
    skip: isNew,
    refetchOnMountOrArgChange: true,
  });
  const variants = useGetProductVariantsQuery(id, { skip: isNew, refetchOnMountOrArgChange: true });
  // Fresh from the server once, then kept: a refetch after the variants are saved leaves the forms,
  // and what the owner typed in them, as they are.
  const [openedAt] = useState(() => Date.now());
  const isFresh = (at: number | undefined) => at !== undefined && at >= openedAt;

  return (
    <section>
      <h1>{isNew ? enAdmin.addHeading : enAdmin.editHeading}</h1>
      {isNew ? (
        <>
          <ProductForm key="new" initial={EMPTY_PRODUCT_FORM} />
          <p className={admin.muted}>{enVariants.newProductHint}</p>
        </>
      ) : !(error || variants.error) &&
        !(isFresh(fulfilledTimeStamp) && isFresh(variants.fulfilledTimeStamp)) ? (
        <Spinner />
      ) : error || !product || !variants.data ? (
        <p className={admin.error}>{getErrorMessage(error ?? variants.error)}</p>
      ) : (
        <>
          <ProductForm
            key={product.id}
            productId={product.id}
            stockWas={product.stock}
            initial={productFormValuesOf(product)}
            variants={variants.data}
          />
          <VariantsEditor
            key={`variants-${product.id}`}
            productId={product.id}
            name={product.name}
            saved={variants.data}
          />
        </>
      )}
    </section>
  );
}

type ProductFormProps = {
  productId?: string;
  /** The stock when the form opened: the edit changes stock by what the owner typed minus this. */
  stockWas?: number;
  /** The product's fields, its more pictures in order among them. */
  initial: ProductFormValues;
  /** An existing product's options and variants: with options, its price and stock are theirs. */
  variants?: ProductVariants;
};

function ProductForm({ productId, stockWas, initial, variants }: ProductFormProps) {
  const hasOptions = (variants?.options.length ?? 0) > 0;
  const navigate = useNavigate();
  // Checked on submit only; changing a field takes its message away until the next submit.
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(productFormSchema),
    defaultValues: initial,
    reValidateMode: 'onSubmit',
    // NOTE: focus is moved by hand (focusFirstError): the image's and the gallery's messages sit on
    // controls the form does not register as inputs.
    shouldFocusError: false,
  });
  const [imageURL, name] = useWatch({ control, name: ['imageURL', 'name'] });
  // A product with options shows its variants' lowest price and stock in all, as they are now (the
  // grid below may have just changed them).
  useEffect(() => {
    if (!hasOptions) return;
    setValue('priceCents', initial.priceCents);
    setValue('stock', initial.stock);
  }, [hasOptions, initial.priceCents, initial.stock, setValue]);
  const gallery = useController({ control, name: 'gallery' });
  const [isGalleryBusy, setGalleryBusy] = useState(false);
  // The shop's categories (Admin > Categories); a product keeps showing its own while they load.
  const categories = useCategoryNames() ?? [];
  const categoryOptions =
    initial.category && !categories.includes(initial.category)
      ? [initial.category, ...categories]
      : categories;
  const [progress, setProgress] = useState<number | undefined>();
  const [createProduct, creating] = useCreateProductMutation();
  const [updateProduct, updating] = useUpdateProductMutation();
  const formRef = useRef<HTMLFormElement>(null);

  const field = (fieldName: 'name' | 'priceCents' | 'category' | 'brand' | 'desc' | 'stock' | 'taxClass') =>
    register(fieldName, { onChange: () => clearErrors(fieldName) });

  // Focus the first field with a message, in the form's order.
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const chooseImage = async (file: File | undefined) => {
    if (!file) return;
    clearErrors('imageURL');
    setProgress(0);
    try {
      const uploaded = await uploadImage(file, setProgress);
      setValue('imageURL', uploaded.imageURL);
      notify.success(enAdmin.imageUploaded);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : copy.common.somethingWentWrong;
      setError('imageURL', { type: 'upload', message });
      notify.error(message);
    } finally {
      setProgress(undefined);
    }
  };

  const save = async (input: ProductInput) => {
    try {
      if (productId) {
        await updateProduct({ id: productId, input: { ...input, stockWas } }).unwrap();
        notify.success(enAdmin.productEdited);
        void navigate('/admin/all-products');
      } else {
        const created = await createProduct(input).unwrap();
        notify.success(enAdmin.productUploaded);
        void navigate('/admin/all-products', { state: { addedProductId: created.id } });
      }
    } catch (failure) {
      const details = getServerDetails(failure);
      const shown = new Set<ProductFormField>();
      for (const detail of details) {
        const target = productFormFieldOf(detail.path);
        if (!target || shown.has(target)) continue;
        shown.add(target);
        setError(target, { type: 'server', message: detail.message });
      }
      if (shown.size > 0) focusFirstError();
      notify.error(getErrorMessage(failure));
    }
  };
  const submit = handleSubmit(save, focusFirstError);

  const isUploading = progress !== undefined;
  return (
    <form ref={formRef} className={admin.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField label={enAdmin.fields.name} {...field('name')} error={errors.name?.message} />
      <div className={styles.twoColumns}>
        <TextField
          label={enAdmin.fields.price}
          inputMode="decimal"
          placeholder="0.00"
          readOnly={hasOptions}
          hint={hasOptions ? enVariants.setPerVariant : undefined}
          {...field('priceCents')}
          error={errors.priceCents?.message}
        />
        <TextField
          label={enAdmin.fields.stock}
          type="number"
          min={0}
          max={MAX_PRODUCT_STOCK}
          step={1}
          readOnly={hasOptions}
          hint={hasOptions ? enVariants.setPerVariant : undefined}
          {...field('stock')}
          error={errors.stock?.message}
        />
      </div>
      <div className={styles.twoColumns}>
        <SelectField label={enAdmin.fields.category} {...field('category')} error={errors.category?.message}>
          <option value="" disabled>
            {enAdmin.fields.chooseCategory}
          </option>
          {categoryOptions.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        <TextField label={enAdmin.fields.brand} {...field('brand')} error={errors.brand?.message} />
      </div>
      <SelectField label={enAdmin.fields.taxClass} {...field('taxClass')} error={errors.taxClass?.message}>
        {TAX_CLASSES.map((taxClass) => (
          <option key={taxClass} value={taxClass}>
            {enAdmin.fields.taxClasses[taxClass]}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={enAdmin.fields.desc} {...field('desc')} error={errors.desc?.message} />
      <div className={textFieldStyles.field}>
        <TextField
          label={enAdmin.fields.image}
          hint={enAdmin.fields.imageHint}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          disabled={isUploading}
          onChange={(event) => void chooseImage(event.target.files?.[0])}
          error={errors.imageURL?.message}
        />
        {isUploading && (
          <>
            <progress
              className={styles.progress}
              max={100}
              value={progress}
              aria-label={enAdmin.uploadProgress}
            />
            <p className={admin.muted} role="status">
              {enAdmin.uploading(progress)}
            </p>
          </>
        )}
        {imageURL && !isUploading && (
          <div className={styles.preview}>
            <ProductImage url={imageURL} alt={name} size={120} sizes="120px" className={admin.thumb} />
          </div>
        )}
      </div>
      <GalleryEditor
        value={gallery.field.value ?? []}
        name={name}
        error={galleryMessage(errors)}
        onChange={(next) => {
          gallery.field.onChange(next);
          clearErrors('gallery');
        }}
        onBusyChange={setGalleryBusy}
      />
      <SubmitButton isBusy={creating.isLoading || updating.isLoading || isUploading || isGalleryBusy}>
        {productId ? enAdmin.saveEdit : enAdmin.saveNew}
      </SubmitButton>
    </form>
  );
}
