// /admin/add-product/ADD adds a product; /admin/add-product/{id} edits that one (spec 2). The form is
// checked with the server's own schema (productInputSchema) so each message appears next to its field
// before anything is sent; what the server still refuses comes back the same way. The image is
// uploaded as soon as it is chosen, with a progress bar, and the product points at the stored copy.
import '../../../lib/zod-jitless';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  centsToDollarText,
  MAX_PRODUCT_STOCK,
  parseDollars,
  productInputSchema,
  type Product,
  type ProductInput,
  type ProductInputField,
} from '@eshop/shared';
import { ProductImage } from '../../../components/ui/product-image';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import textFieldStyles from '../../../components/ui/text-field.module.css';
import { en } from '../../../copy/en';
import { enAdmin } from '../../../copy/en-admin';
import { getErrorMessage, isFetchError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCategoryNames } from '../../catalog';
import {
  useCreateProductMutation,
  useGetAdminProductQuery,
  useUpdateProductMutation,
} from '../api/admin-api';
import { uploadImage } from '../api/upload-image';
import { GalleryEditor } from './gallery-editor';
import styles from './admin.module.css';

export const NEW_PRODUCT_ID = 'ADD';

/** What the inputs hold: text, as typed. */
type FormValues = {
  name: string;
  price: string;
  category: string;
  brand: string;
  desc: string;
  stock: string;
  imageURL: string;
};
type FormField = keyof FormValues;
type Errors = Partial<Record<FormField | 'gallery', string>>;

const EMPTY: FormValues = { name: '', price: '', category: '', brand: '', desc: '', stock: '', imageURL: '' };

const valuesOf = (product: Product): FormValues => ({
  name: product.name,
  price: centsToDollarText(product.priceCents),
  category: product.category,
  brand: product.brand,
  desc: product.desc,
  stock: String(product.stock),
  imageURL: product.imageURL,
});

/** The schema's field -> the input that shows its message. */
const FIELD_OF: Record<ProductInputField, FormField | 'gallery'> = {
  name: 'name',
  priceCents: 'price',
  category: 'category',
  brand: 'brand',
  desc: 'desc',
  imageURL: 'imageURL',
  stock: 'stock',
  gallery: 'gallery',
};

const toInput = (values: FormValues, gallery: string[]) => ({
  name: values.name,
  priceCents: values.price.trim() === '' ? undefined : parseDollars(values.price),
  category: values.category,
  brand: values.brand,
  desc: values.desc,
  imageURL: values.imageURL,
  stock: values.stock.trim() === '' ? undefined : Number(values.stock),
  gallery,
});

/** The first message for each field, from the schema's issues or the server's details. */
function errorsFrom(issues: readonly { path: readonly PropertyKey[] | string; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = (
      typeof issue.path === 'string' ? issue.path.split('.')[0] : String(issue.path[0] ?? '')
    ) as ProductInputField;
    const field = FIELD_OF[key];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const serverDetails = (failure: unknown) =>
  isFetchError(failure) &&
  typeof failure.data === 'object' &&
  failure.data !== null &&
  'error' in failure.data
    ? ((failure.data as { error: { details?: { path: string; message: string }[] } }).error.details ?? [])
    : [];

export function ProductFormPage() {
  const { id = NEW_PRODUCT_ID } = useParams();
  const isNew = id === NEW_PRODUCT_ID;
  useDocumentTitle(isNew ? enAdmin.addHeading : enAdmin.editHeading);
  // Always today's product: the form edits what is in the shop now, not a copy from a minute ago.
  const {
    data: product,
    error,
    isFetching,
  } = useGetAdminProductQuery(id, {
    skip: isNew,
    refetchOnMountOrArgChange: true,
  });

  return (
    <section>
      <h1>{isNew ? enAdmin.addHeading : enAdmin.editHeading}</h1>
      {isNew ? (
        <ProductForm key="new" initial={EMPTY} />
      ) : isFetching ? (
        <Spinner />
      ) : error || !product ? (
        <p className={styles.error}>{getErrorMessage(error)}</p>
      ) : (
        <ProductForm
          key={product.id}
          productId={product.id}
          stockWas={product.stock}
          initial={valuesOf(product)}
          initialGallery={product.gallery}
        />
      )}
    </section>
  );
}

type ProductFormProps = {
  productId?: string;
  /** The stock when the form opened: the edit changes stock by what the owner typed minus this. */
  stockWas?: number;
  initial: FormValues;
  /** The product's more pictures, in order. */
  initialGallery?: string[];
};

function ProductForm({ productId, stockWas, initial, initialGallery = [] }: ProductFormProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [gallery, setGallery] = useState(initialGallery);
  const [isGalleryBusy, setGalleryBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
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

  const set = (field: FormField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (next: Errors) => {
    setErrors(next);
    // Focus the first field with a message, in the form's order.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const chooseImage = async (file: File | undefined) => {
    if (!file) return;
    setErrors((current) => ({ ...current, imageURL: undefined }));
    setProgress(0);
    try {
      const uploaded = await uploadImage(file, setProgress);
      setValues((current) => ({ ...current, imageURL: uploaded.imageURL }));
      notify.success(enAdmin.imageUploaded);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : en.common.somethingWentWrong;
      setErrors((current) => ({ ...current, imageURL: message }));
      notify.error(message);
    } finally {
      setProgress(undefined);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = productInputSchema.safeParse(toInput(values, gallery));
    if (!parsed.success) {
      showErrors(errorsFrom(parsed.error.issues));
      return;
    }
    const input: ProductInput = parsed.data;
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
      const details = serverDetails(failure);
      if (details.length > 0) showErrors(errorsFrom(details));
      notify.error(getErrorMessage(failure));
    }
  };

  const isUploading = progress !== undefined;
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField label={enAdmin.fields.name} value={values.name} onChange={set('name')} error={errors.name} />
      <div className={styles.twoColumns}>
        <TextField
          label={enAdmin.fields.price}
          inputMode="decimal"
          placeholder="0.00"
          value={values.price}
          onChange={set('price')}
          error={errors.price}
        />
        <TextField
          label={enAdmin.fields.stock}
          type="number"
          min={0}
          max={MAX_PRODUCT_STOCK}
          step={1}
          value={values.stock}
          onChange={set('stock')}
          error={errors.stock}
        />
      </div>
      <div className={styles.twoColumns}>
        <SelectField
          label={enAdmin.fields.category}
          value={values.category}
          onChange={set('category')}
          error={errors.category}
        >
          <option value="" disabled>
            {enAdmin.fields.chooseCategory}
          </option>
          {categoryOptions.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        <TextField
          label={enAdmin.fields.brand}
          value={values.brand}
          onChange={set('brand')}
          error={errors.brand}
        />
      </div>
      <TextAreaField
        label={enAdmin.fields.desc}
        value={values.desc}
        onChange={set('desc')}
        error={errors.desc}
      />
      <div className={textFieldStyles.field}>
        <TextField
          label={enAdmin.fields.image}
          hint={enAdmin.fields.imageHint}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          disabled={isUploading}
          onChange={(event) => void chooseImage(event.target.files?.[0])}
          error={errors.imageURL}
        />
        {isUploading && (
          <>
            <progress
              className={styles.progress}
              max={100}
              value={progress}
              aria-label={enAdmin.uploadProgress}
            />
            <p className={styles.muted} role="status">
              {enAdmin.uploading(progress)}
            </p>
          </>
        )}
        {values.imageURL && !isUploading && (
          <div className={styles.preview}>
            <ProductImage
              url={values.imageURL}
              alt={values.name}
              size={120}
              sizes="120px"
              className={styles.thumb}
            />
          </div>
        )}
      </div>
      <GalleryEditor
        value={gallery}
        name={values.name}
        error={errors.gallery}
        onChange={(next) => {
          setGallery(next);
          setErrors((current) => ({ ...current, gallery: undefined }));
        }}
        onBusyChange={setGalleryBusy}
      />
      <SubmitButton isBusy={creating.isLoading || updating.isLoading || isUploading || isGalleryBusy}>
        {productId ? enAdmin.saveEdit : enAdmin.saveNew}
      </SubmitButton>
    </form>
  );
}
