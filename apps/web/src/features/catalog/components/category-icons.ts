// An icon for a category on the home page's tiles: the spec's seven (and their usual spellings) have
// their own; a category the owner adds gets the tag.
import {
  Footprints,
  Headphones,
  Laptop,
  type LucideIcon,
  ShoppingBasket,
  Shirt,
  Smartphone,
  Sparkles,
  Tag,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  phone: Smartphone,
  phones: Smartphone,
  electronics: Headphones,
  laptop: Laptop,
  laptops: Laptop,
  fashion: Shirt,
  clothing: Shirt,
  grocries: ShoppingBasket,
  groceries: ShoppingBasket,
  sneakers: Footprints,
  shoes: Footprints,
  'health & beauty': Sparkles,
  beauty: Sparkles,
};

export const categoryIcon = (category: string): LucideIcon => ICONS[category.toLowerCase()] ?? Tag;
