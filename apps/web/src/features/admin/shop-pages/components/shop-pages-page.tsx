// /admin/pages: the owner writes the shop's pages (shipping, returns, privacy, terms) in Markdown,
// with a preview drawn as shoppers will see it. A save shows on the storefront at once.
import '../../../../lib/zod-jitless';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '../../../../components/link';
import { SHOP_PAGE_SLUGS, shopPageBodySchema, type ShopPage, type ShopPageSlug } from '@eshop/shared';
import { Spinner } from '../../../../components/ui/spinner';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { TextField } from '../../../../components/ui/text-field';
import { copy as shopCopy } from '../../../../copy';
import { enAdmin } from '../../../../copy/en-admin';
import { getErrorMessage, getServerMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { Markdown, useGetShopPageQuery, useSaveShopPageMutation } from '../../../pages';
import admin from '../../shared/admin.module.css';
import styles from './shop-pages.module.css';

const copy = enAdmin.pages;

export function ShopPagesPage() {
  useDocumentTitle(copy.heading);
  const [slug, setSlug] = useState<ShopPageSlug>('shipping');
  const { data, error, isFetching } = useGetShopPageQuery(slug);
  return (
    <section>
      <h1>{copy.heading}</h1>
      <p className={admin.muted}>{copy.intro}</p>
      <div className={admin.tabs} role="group" aria-label={copy.choose}>
        {SHOP_PAGE_SLUGS.map((choice) => (
          <button
            key={choice}
            type="button"
            className={admin.tab}
            aria-pressed={choice === slug}
            onClick={() => setSlug(choice)}
          >
            {shopCopy.pages.links[choice]}
          </button>
        ))}
      </div>
      {error ? (
        <p className={admin.error}>{getErrorMessage(error)}</p>
      ) : !data || data.slug !== slug || isFetching ? (
        <Spinner />
      ) : (
        // Keyed by page and save, so a saved or newly chosen page starts from what the server holds.
        <PageForm key={`${data.slug}-${data.updatedAt}`} page={data} />
      )}
    </section>
  );
}

function PageForm({ page }: { page: ShopPage }) {
  // Checked on submit with the server's schema; a message stays until the next save. The preview
  // follows the fields as they are typed.
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(shopPageBodySchema),
    defaultValues: { title: page.title, body: page.body },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [title, body] = useWatch({ control, name: ['title', 'body'] });
  const [save, { isLoading }] = useSaveShopPageMutation();

  const submit = handleSubmit(async (values) => {
    try {
      await save({ slug: page.slug, ...values }).unwrap();
      notify.success(copy.saved);
    } catch (failure) {
      notify.error(getServerMessage(failure));
    }
  });

  return (
    <div className={styles.pageEditor}>
      <form className={admin.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={copy.title} {...register('title')} error={errors.title?.message} />
        <TextAreaField label={copy.body} rows={18} {...register('body')} error={errors.body?.message} />
        <p className={admin.muted}>{copy.markdownHint}</p>
        <SubmitButton isBusy={isLoading}>{copy.save}</SubmitButton>
        <Link to={`/pages/${page.slug}`}>{copy.view}</Link>
      </form>
      <section aria-label={copy.preview} className={styles.pagePreview}>
        <h2>{title}</h2>
        <Markdown>{body}</Markdown>
      </section>
    </div>
  );
}
