// Every kind of drawn product picture, and the one function that draws a look of any kind.
import {
  drawCosmetic,
  drawMedical,
  drawSupplement,
  drawToothbrush,
  type CosmeticLook,
  type MedicalLook,
  type SupplementLook,
  type ToothbrushLook,
} from './beauty.js';
import {
  drawCamera,
  drawConsole,
  drawEarbuds,
  drawHeadphones,
  drawSpeaker,
  drawTv,
  drawWatch,
  type CameraLook,
  type ConsoleLook,
  type EarbudsLook,
  type HeadphonesLook,
  type SpeakerLook,
  type TvLook,
  type WatchLook,
} from './electronics.js';
import {
  drawBag,
  drawGarment,
  drawGlasses,
  drawScarf,
  type BagLook,
  type GarmentLook,
  type GlassesLook,
  type ScarfLook,
} from './fashion.js';
import {
  drawBottle,
  drawCoffee,
  drawCrate,
  drawHoney,
  drawSack,
  type BottleLook,
  type CoffeeLook,
  type CrateLook,
  type HoneyLook,
  type SackLook,
} from './groceries.js';
import { drawLaptop, type LaptopLook } from './laptops.js';
import {
  drawFlipPhone,
  drawFoldable,
  drawPhone,
  type FlipPhoneLook,
  type FoldableLook,
  type PhoneLook,
} from './phones.js';
import { drawSneaker, type SneakerLook } from './sneakers.js';
import type { Art } from './svg-kit.js';

export type ProductLook =
  | LaptopLook
  | PhoneLook
  | FoldableLook
  | FlipPhoneLook
  | HeadphonesLook
  | EarbudsLook
  | TvLook
  | SpeakerLook
  | CameraLook
  | WatchLook
  | ConsoleLook
  | GarmentLook
  | GlassesLook
  | BagLook
  | ScarfLook
  | CoffeeLook
  | SackLook
  | BottleLook
  | HoneyLook
  | CrateLook
  | SneakerLook
  | CosmeticLook
  | ToothbrushLook
  | SupplementLook
  | MedicalLook;

/** How much each kind is enlarged about the middle of the picture so products fill it alike. */
export const FRAMING: Record<ProductLook['kind'], number> = {
  laptop: 1,
  phone: 1,
  foldable: 1,
  'flip-phone': 1.05,
  headphones: 1.1,
  earbuds: 1.15,
  tv: 1.05,
  speaker: 1.1,
  camera: 1.12,
  watch: 1.05,
  console: 1.05,
  garment: 1.08,
  glasses: 1.15,
  bag: 1.1,
  scarf: 1.08,
  coffee: 1.12,
  sack: 1.12,
  bottle: 1.12,
  honey: 1.12,
  crate: 1.08,
  sneaker: 1,
  cosmetic: 1.15,
  toothbrush: 1.1,
  supplement: 1.12,
  medical: 1.12,
};

export function drawLook(art: Art, look: ProductLook): string {
  switch (look.kind) {
    case 'laptop':
      return drawLaptop(art, look);
    case 'phone':
      return drawPhone(art, look);
    case 'foldable':
      return drawFoldable(art, look);
    case 'flip-phone':
      return drawFlipPhone(art, look);
    case 'headphones':
      return drawHeadphones(art, look);
    case 'earbuds':
      return drawEarbuds(art, look);
    case 'tv':
      return drawTv(art, look);
    case 'speaker':
      return drawSpeaker(art, look);
    case 'camera':
      return drawCamera(art, look);
    case 'watch':
      return drawWatch(art, look);
    case 'console':
      return drawConsole(art, look);
    case 'garment':
      return drawGarment(art, look);
    case 'glasses':
      return drawGlasses(art, look);
    case 'bag':
      return drawBag(art, look);
    case 'scarf':
      return drawScarf(art, look);
    case 'coffee':
      return drawCoffee(art, look);
    case 'sack':
      return drawSack(art, look);
    case 'bottle':
      return drawBottle(art, look);
    case 'honey':
      return drawHoney(art, look);
    case 'crate':
      return drawCrate(art, look);
    case 'sneaker':
      return drawSneaker(art, look);
    case 'cosmetic':
      return drawCosmetic(art, look);
    case 'toothbrush':
      return drawToothbrush(art, look);
    case 'supplement':
      return drawSupplement(art, look);
    case 'medical':
      return drawMedical(art, look);
  }
}
