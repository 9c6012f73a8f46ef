// One icon per category of the spec, for the home page's category grid.
import {
  Footprints,
  Headphones,
  Laptop,
  type LucideIcon,
  ShoppingBasket,
  Shirt,
  Smartphone,
  Sparkles,
} from 'lucide-react';
import type { Category } from '@eshop/shared';

export const CATEGORY_ICONS: Record<Category, LucideIcon> = {
  Phone: Smartphone,
  Electronics: Headphones,
  Laptop: Laptop,
  Fashion: Shirt,
  Grocries: ShoppingBasket,
  Sneakers: Footprints,
  'Health & Beauty': Sparkles,
};
