// A product's pictures: the main one, and the owner's more pictures in a strip that a phone swipes
// (CSS scroll snapping, the browser's own gesture) with thumbnails to jump to each; Zoom shows the
// picture in the shop's largest size over the page.
import { useRef, useState } from 'react';
import { X, ZoomIn } from 'lucide-react';
import { ProductImage } from '../../../components/ui/product-image';
import { copy } from '../../../copy';
import { cx } from '../../../lib/cx';
import styles from './product-gallery.module.css';

type ProductGalleryProps = { name: string; imageURL: string; gallery?: readonly string[] };

export function ProductGallery({ name, imageURL, gallery = [] }: ProductGalleryProps) {
  const pictures = [imageURL, ...gallery.filter((url) => url !== imageURL)];
  const [current, setCurrent] = useState(0);
  // The zoomed picture loads only when asked for.
  const [isZoomed, setIsZoomed] = useState(false);
  const stripRef = useRef<HTMLUListElement>(null);
  const zoomRef = useRef<HTMLDialogElement>(null);

  const show = (index: number) => {
    const strip = stripRef.current;
    // (Older engines, and jsdom, have no element scrollTo: the thumbnail still marks the picture.)
    if (typeof strip?.scrollTo === 'function') {
      strip.scrollTo({ left: index * strip.clientWidth, behavior: 'smooth' });
    }
    setCurrent(index);
  };
  // A swipe moves the strip; the thumbnails follow the picture it stops on.
  const onScroll = () => {
    const strip = stripRef.current;
    if (strip && strip.clientWidth > 0) setCurrent(Math.round(strip.scrollLeft / strip.clientWidth));
  };

  return (
    <div className={styles.gallery}>
      <div className={styles.stage}>
        <ul
          ref={stripRef}
          className={styles.strip}
          onScroll={onScroll}
          aria-label={pictures.length > 1 ? copy.catalog.pictures(name) : undefined}
        >
          {pictures.map((url, index) => (
            <li key={url} className={styles.slide} aria-hidden={index !== current ? true : undefined}>
              <ProductImage
                className={styles.image}
                url={url}
                alt={index === 0 ? name : copy.catalog.pictureOf(name, index + 1, pictures.length)}
                size={600}
                sizes="(max-width: 767px) 100vw, 600px"
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={styles.zoom}
          aria-label={copy.catalog.zoom}
          onClick={() => {
            setIsZoomed(true);
            zoomRef.current?.showModal?.();
          }}
        >
          <ZoomIn size={20} aria-hidden="true" />
        </button>
      </div>
      {pictures.length > 1 ? (
        <ul className={styles.thumbs}>
          {pictures.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                className={cx(styles.thumb, index === current && styles.currentThumb)}
                aria-label={copy.catalog.showPicture(index + 1, pictures.length)}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => show(index)}
              >
                <ProductImage className={styles.thumbImage} url={url} alt="" size={120} sizes="64px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <dialog
        ref={zoomRef}
        className={styles.zoomDialog}
        aria-label={copy.catalog.zoomedPicture(name)}
        onClose={() => setIsZoomed(false)}
      >
        <button
          type="button"
          className={styles.closeZoom}
          aria-label={copy.catalog.closeZoom}
          onClick={() => zoomRef.current?.close()}
        >
          <X size={24} aria-hidden="true" />
        </button>
        {isZoomed ? (
          <ProductImage
            className={styles.zoomImage}
            url={pictures[Math.min(current, pictures.length - 1)]!}
            alt={name}
            size={1200}
            sizes="100vw"
          />
        ) : null}
      </dialog>
    </div>
  );
}
