// One look of every kind, taken from the demo catalogue (apps/server/src/db/seed/demo-catalog.ts), for
// the tests: the type makes a new kind of look fail to compile here until it has one.
import type { Category } from '@eshop/shared';
import type { ProductLook } from './index.js';

type Kind = ProductLook['kind'];

export const ONE_LOOK_OF_EACH_KIND: {
  [K in Kind]: { category: Category; look: Extract<ProductLook, { kind: K }> };
} = {
  // Aero 14 Ultrabook
  laptop: {
    category: 'Laptop',
    look: {
      kind: 'laptop',
      width: 540,
      body: '#c9ccd1',
      keys: '#2a2d33',
      bezel: 10,
      thickness: 10,
      wallpaper: { style: 'blobs', colours: ['#312e81', '#7c3aed', '#f472b6'] },
    },
  },
  // Pulse ANC Headphones
  headphones: {
    category: 'Electronics',
    look: { kind: 'headphones', body: '#2b3a55', cushion: '#1c2434', accent: '#d4a373' },
  },
  // Pulse Buds 2
  earbuds: { category: 'Electronics', look: { kind: 'earbuds', body: '#f5f5f4', tip: '#d6d3d1' } },
  // Vista 55" 4K TV
  tv: {
    category: 'Electronics',
    look: {
      kind: 'tv',
      width: 600,
      stand: 'feet',
      frame: '#2b2d31',
      wallpaper: { style: 'hills', colours: ['#7dd3fc', '#bae6fd', '#15803d'] },
    },
  },
  // Boom Go Speaker
  speaker: {
    category: 'Electronics',
    look: { kind: 'speaker', body: '#0f766e', caps: '#1f2937', strap: '#f59e0b' },
  },
  // Snap Mirrorless Camera
  camera: {
    category: 'Electronics',
    look: { kind: 'camera', style: 'mirrorless', body: '#2a2c30', trim: '#3a3c40' },
  },
  // Orbit Smartwatch
  watch: {
    category: 'Electronics',
    look: { kind: 'watch', style: 'smartwatch', case: '#9ca3af', strap: '#1e3a8a', face: '#0b0c10' },
  },
  // Arc Gaming Console
  console: {
    category: 'Electronics',
    look: { kind: 'console', body: '#f8fafc', core: '#111827', controller: '#f1f5f9' },
  },
  // Classic Oxford Shirt
  garment: {
    category: 'Fashion',
    look: { kind: 'garment', cut: 'oxford-shirt', colour: '#cfe0f3', detail: '#9dbbe0' },
  },
  // Aviator Sunglasses
  glasses: {
    category: 'Fashion',
    look: { kind: 'glasses', style: 'aviator', frame: '#c9a227', lens: '#3f5e4a' },
  },
  // Leather Weekender Bag
  bag: { category: 'Fashion', look: { kind: 'bag', leather: '#8b4a23', hardware: '#c9a227' } },
  // Silk Print Scarf
  scarf: {
    category: 'Fashion',
    look: { kind: 'scarf', ground: '#f5e6c8', print: '#2f7d5b', border: '#b83b5e' },
  },
  // Single-Origin Coffee Beans 1 kg
  coffee: {
    category: 'Grocries',
    look: { kind: 'coffee', pack: 'pouch', colour: '#b08a5a', label: '#f5efe6' },
  },
  // Organic Rolled Oats 2 kg
  sack: {
    category: 'Grocries',
    look: { kind: 'sack', contents: 'oats', paper: '#d8c3a0', label: '#3f7d3a' },
  },
  // Cold-Pressed Olive Oil 1 L
  bottle: {
    category: 'Grocries',
    look: { kind: 'bottle', contents: 'olive-oil', glass: '#3d5a1e', label: '#f5efe0' },
  },
  // Raw Wildflower Honey
  honey: { category: 'Grocries', look: { kind: 'honey', honey: '#e0a10b', cover: '#dc2626' } },
  // Heirloom Carrot Box
  crate: {
    category: 'Grocries',
    look: { kind: 'crate', contents: 'carrots', wood: '#c8a06a', colours: ['#f97316', '#7e22ce', '#facc15'] },
  },
  // Stride Runner 3
  sneaker: {
    category: 'Sneakers',
    look: {
      kind: 'sneaker',
      upper: '#2563eb',
      trim: '#f8fafc',
      sole: '#f8fafc',
      outsole: '#1f2937',
      collar: 'low',
      soleHeight: 46,
      drop: 22,
      cloth: 'mesh',
      fastening: 'laces',
      accent: 'swoosh',
    },
  },
  // Hydrating Face Serum
  cosmetic: {
    category: 'Health & Beauty',
    look: { kind: 'cosmetic', pack: 'dropper', colour: '#60a5fa', cap: '#1f2937', label: '#f8fafc' },
  },
  // Sonic Electric Toothbrush
  toothbrush: {
    category: 'Health & Beauty',
    look: { kind: 'toothbrush', body: '#f8fafc', accent: '#0ea5e9' },
  },
  // Daily Multivitamin 90 Tabs
  supplement: {
    category: 'Health & Beauty',
    look: {
      kind: 'supplement',
      bottle: '#f8fafc',
      cap: '#f8fafc',
      label: '#16a34a',
      pill: 'tablet',
      pillColour: '#fdba74',
    },
  },
  // Digital Thermometer
  medical: {
    category: 'Health & Beauty',
    look: { kind: 'medical', device: 'thermometer', body: '#e0f2fe', accent: '#0ea5e9' },
  },
  // Nova 15 Pro
  phone: {
    category: 'Phone',
    look: {
      kind: 'phone',
      body: '#8a8f98',
      frame: '#b9b4ab',
      width: 250,
      height: 510,
      radius: 42,
      camera: 'pro-triangle',
      front: 'island',
      finish: 'matte',
      wallpaper: { style: 'waves', colours: ['#1e293b', '#334155', '#f59e0b'] },
    },
  },
  // Galaxia Fold 6
  foldable: {
    category: 'Phone',
    look: {
      kind: 'foldable',
      body: '#2f3a4a',
      frame: '#9aa4b1',
      wallpaper: { style: 'dunes', colours: ['#fef3c7', '#fde68a', '#f59e0b'] },
    },
  },
  // Classic Flip Phone
  'flip-phone': {
    category: 'Phone',
    look: {
      kind: 'flip-phone',
      body: '#4b5563',
      keys: '#d1d5db',
      screen: { style: 'waves', colours: ['#0c4a6e', '#0369a1', '#7dd3fc'] },
    },
  },
};
