// The product form's "More pictures": upload several at once (one after another, with progress),
// move each earlier or later, remove one. The product page shows them after the main image, in this
// order; the server deletes a removed picture's files once the product is saved.
import { useId, useState } from 'react';
import { ArrowLeft, ArrowRight, Trash2 } from 'lucide-react';
import { MAX_GALLERY_IMAGES } from '@eshop/shared';
import { ProductImage } from '../../../../components/ui/product-image';
import { TextField } from '../../../../components/ui/text-field';
import { copy as shopCopy } from '../../../../copy';
import { enAdmin } from '../../../../copy/en-admin';
import { notify } from '../../../../lib/notify';
import { uploadImage } from '../../shared/upload-image';
import styles from './products.module.css';
import admin from '../../shared/admin.module.css';

type GalleryEditorProps = {
  value: readonly string[];
  onChange: (gallery: string[]) => void;
  /** The product's name, for the pictures' alternative text. */
  name: string;
  error?: string;
  /** Uploading: the form waits before it saves. */
  onBusyChange: (busy: boolean) => void;
};

const copy = enAdmin.gallery;

export function GalleryEditor({ value, onChange, name, error, onBusyChange }: GalleryEditorProps) {
  const [progress, setProgress] = useState<string | undefined>();
  const [uploadError, setUploadError] = useState<string | undefined>();
  const headingId = useId();
  const room = MAX_GALLERY_IMAGES - value.length;

  const add = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const chosen = [...files].slice(0, room);
    setUploadError(undefined);
    onBusyChange(true);
    let gallery = [...value];
    try {
      for (const [index, file] of chosen.entries()) {
        const uploaded = await uploadImage(file, (percent) =>
          setProgress(copy.uploading(index + 1, chosen.length, percent)),
        );
        gallery = [...gallery, uploaded.imageURL];
        onChange(gallery);
      }
      notify.success(enAdmin.imageUploaded);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : shopCopy.common.somethingWentWrong;
      setUploadError(message);
      notify.error(message);
    } finally {
      setProgress(undefined);
      onBusyChange(false);
    }
  };

  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };

  return (
    <fieldset className={styles.galleryEditor} aria-labelledby={headingId}>
      <legend id={headingId}>{copy.heading}</legend>
      {value.length > 0 ? (
        <ol className={styles.galleryList}>
          {value.map((url, index) => (
            <li key={url} className={styles.galleryItem}>
              <ProductImage
                url={url}
                alt={copy.pictureOf(name || copy.product, index + 1)}
                size={120}
                sizes="96px"
                className={admin.thumb}
              />
              <div className={admin.rowActions}>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={copy.earlier(index + 1)}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowLeft size={16} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={copy.later(index + 1)}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowRight size={16} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={copy.remove(index + 1)}
                  onClick={() => onChange(value.filter((_, at) => at !== index))}
                >
                  <Trash2 size={16} aria-hidden="true" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <TextField
        label={copy.add}
        hint={room > 0 ? copy.hint(room) : copy.full}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/avif"
        disabled={progress !== undefined || room <= 0}
        onChange={(event) => {
          void add(event.target.files);
          event.target.value = '';
        }}
        error={error ?? uploadError}
      />
      {progress ? (
        <p className={admin.muted} role="status">
          {progress}
        </p>
      ) : null}
    </fieldset>
  );
}
