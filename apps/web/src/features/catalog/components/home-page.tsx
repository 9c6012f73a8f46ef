import { en } from '../../../copy/en';
import { shopName } from '../../../lib/shop-name';
import { usePageMeta } from '../../../lib/page-meta';
import { CategoryGrid } from './category-grid';
import { HeroSlider } from './hero-slider';
import { ProductSection } from './product-section';

export function HomePage() {
  usePageMeta({ description: en.catalog.homeDescription(shopName) });
  return (
    <>
      <h1 className="visually-hidden">{`${shopName}: ${en.catalog.productsHeading}`}</h1>
      <HeroSlider />
      <CategoryGrid />
      <ProductSection />
    </>
  );
}
