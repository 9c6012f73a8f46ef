// The hero's four slides: copy from the catalogue of texts, an illustration, and a background.
import basket from '../assets/slide-basket.svg';
import laptop from '../assets/slide-laptop.svg';
import phone from '../assets/slide-phone.svg';
import sneaker from '../assets/slide-sneaker.svg';
import { en } from '../../../copy/en';

const images = [phone, laptop, sneaker, basket];

export const HERO_SLIDES = en.hero.slides.map((slide, index) => ({
  ...slide,
  imageSrc: images[index] ?? phone,
}));
