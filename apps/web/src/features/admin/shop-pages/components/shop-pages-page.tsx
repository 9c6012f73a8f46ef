// /admin/pages: the owner writes the shop's pages (shipping, returns, privacy, terms) in Markdown,
// with a preview drawn as shoppers will see it. A save shows on the storefront at once.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SHOP_PAGE_SLUGS, shopPageBodySchema, type ShopPage, type ShopPageSlug } from '@eshop/shared';
import { Spinner } from '../../../../components/ui/spinner';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { TextField } from '../../../../components/ui/text-field';
import { en } from '../../../../copy/en';
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
      <div className={styles.tabs} role="group" aria-label={copy.choose}>
        {SHOP_PAGE_SLUGS.map((choice) => (
          <button
            key={choice}
            type="button"
            className={styles.tab}
            aria-pressed={choice === slug}
            onClick={() => setSlug(choice)}
          >
            {en.pages.links[choice]}
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
  const [title, setTitle] = useState(page.title);
  const [body, setBody] = useState(page.body);
  const [errors, setErrors] = useState<{ title?: string; body?: string }>({});
  const [save, { isLoading }] = useSaveShopPageMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = shopPageBodySchema.safeParse({ title, body });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as 'title' | 'body'] ??= issue.message;
      setErrors(next);
      return;
    }
    try {
      await save({ slug: page.slug, ...parsed.data }).unwrap();
      notify.success(copy.saved);
    } catch (failure) {
      notify.error(getServerMessage(failure));
    }
  };

  return (
    <div className={styles.pageEditor}>
      <form className={admin.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={copy.title}
          value={title}
          error={errors.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextAreaField
          label={copy.body}
          value={body}
          rows={18}
          error={errors.body}
          onChange={(event) => setBody(event.target.value)}
        />
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
