import { copy } from '../../../copy';
import { shopName } from '../../../lib/shop-name';
import { usePageMeta } from '../../../lib/page-meta';
import { useRedrawOnTextChange } from '../../../lib/shop-look';
import { CategoryGrid } from './category-grid';
import { HeroSlider } from './hero-slider';
import { ProductSection } from './product-section';

export function HomePage() {
  useRedrawOnTextChange();
  usePageMeta({ description: copy.catalog.homeDescription(shopName) });
  return (
    <>
      <h1 className="visually-hidden">{`${shopName}: ${copy.catalog.productsHeading}`}</h1>
      <HeroSlider />
      <CategoryGrid />
      <ProductSection />
    </>
  );
}
