// The hero's four slides: copy from the catalogue of texts, an illustration, and a background.
import basket from '../assets/slide-basket.svg';
import laptop from '../assets/slide-laptop.svg';
import phone from '../assets/slide-phone.svg';
import sneaker from '../assets/slide-sneaker.svg';
import { copy } from '../../../copy';

const images = [phone, laptop, sneaker, basket];

/** The slides in the page's language (read as the hero draws: decision 068). */
export const heroSlides = () =>
  copy.hero.slides.map((slide, index) => ({
    title: slide.title,
    text: slide.text,
    imageSrc: images[index] ?? phone,
  }));
