import { en } from '../../../copy/en';
import { shopName } from '../../../lib/shop-name';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CategoryGrid } from './category-grid';
import { HeroSlider } from './hero-slider';
import { ProductSection } from './product-section';

export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <h1 className="visually-hidden">{`${shopName}: ${en.catalog.productsHeading}`}</h1>
      <HeroSlider />
      <CategoryGrid />
      <ProductSection />
    </>
  );
}
