// Every product picture in the shop: the card, the product page, the cart and order lines. A
// picture the server resizes (demo drawings, staff uploads) gets a srcset, so a phone downloads the
// width its layout shows; any other URL is shown as it is.
import { DEFAULT_IMAGE_WIDTH, imageAtWidth, imageSrcSet, isResizableImage } from '@eshop/shared';
import type { ImgHTMLAttributes } from 'react';

type ProductImageProps = {
  url: string;
  alt: string;
  /** The intrinsic size to reserve (pictures are square), so nothing moves when it arrives. */
  size: number;
  /** How wide the picture is drawn at each viewport, as in the `sizes` attribute. */
  sizes: string;
  className?: string;
  /** The page's main picture: fetched first, not lazily. */
  priority?: boolean;
  /** Above the fold: fetched at once rather than when scrolled near (but not ahead of the rest). */
  eager?: boolean;
};

export function ProductImage({
  url,
  alt,
  size,
  sizes,
  className,
  priority = false,
  eager = false,
}: ProductImageProps) {
  const loading: ImgHTMLAttributes<HTMLImageElement> = priority
    ? { fetchPriority: 'high' }
    : eager
      ? { decoding: 'async' }
      : { loading: 'lazy', decoding: 'async' };
  return (
    <img
      className={className}
      src={isResizableImage(url) ? imageAtWidth(url, DEFAULT_IMAGE_WIDTH) : url}
      srcSet={imageSrcSet(url)}
      sizes={isResizableImage(url) ? sizes : undefined}
      alt={alt}
      width={size}
      height={size}
      {...loading}
    />
  );
}
