import { useState } from 'react';
import { Link } from 'react-router';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { SLIDER_INTERVAL_MS } from '@eshop/shared';
import buttons from '../../../components/ui/button.module.css';
import { en } from '../../../copy/en';
import { cx } from '../../../lib/cx';
import { HERO_SLIDES } from './hero-slides';
import { useHeroAutoplay } from './use-hero-autoplay';
import styles from './hero-slider.module.css';

const slideBackgrounds = [styles.slide0, styles.slide1, styles.slide2, styles.slide3];
// NOTE: jsdom has no matchMedia, hence the typeof check.
const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The home page's four auto-rotating slides; pausable, and silent to screen readers while rotating. */
export function HeroSlider() {
  const [shouldAutoplay] = useState(() => !prefersReducedMotion());
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true }, [
    Autoplay({
      delay: SLIDER_INTERVAL_MS,
      playOnInit: shouldAutoplay,
      stopOnInteraction: false,
      stopOnFocusIn: true,
    }),
  ]);
  const { selectedIndex, isPlaying, toggle } = useHeroAutoplay(emblaApi, shouldAutoplay);
  const count = HERO_SLIDES.length;

  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label={en.hero.label}>
      <div className={styles.viewport} ref={emblaRef}>
        <div className={styles.track} aria-live={isPlaying ? 'off' : 'polite'}>
          {HERO_SLIDES.map((slide, index) => (
            <div
              key={slide.title}
              className={cx(styles.slide, slideBackgrounds[index])}
              role="group"
              aria-roledescription="slide"
              aria-label={en.hero.slide(index + 1, count)}
            >
              <div>
                <h2 className={styles.title}>{slide.title}</h2>
                <p className={styles.text}>{slide.text}</p>
                <Link to="/#products" className={buttons.dark}>
                  {en.hero.shopNow}
                </Link>
              </div>
              <img
                className={styles.image}
                src={slide.imageSrc}
                alt=""
                width={320}
                height={320}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={buttons.icon}
          aria-label={en.hero.previous}
          onClick={() => emblaApi?.scrollPrev()}
        >
          <ChevronLeft size={20} aria-hidden="true" />
        </button>
        <button
          type="button"
          className={buttons.icon}
          aria-label={isPlaying ? en.hero.pause : en.hero.play}
          onClick={toggle}
        >
          {isPlaying ? <Pause size={20} aria-hidden="true" /> : <Play size={20} aria-hidden="true" />}
        </button>
        <button
          type="button"
          className={buttons.icon}
          aria-label={en.hero.next}
          onClick={() => emblaApi?.scrollNext()}
        >
          <ChevronRight size={20} aria-hidden="true" />
        </button>
        <div className={styles.dots}>
          {HERO_SLIDES.map((slide, index) => (
            <button
              key={slide.title}
              type="button"
              className={styles.dot}
              aria-label={en.hero.goTo(index + 1)}
              aria-current={index === selectedIndex}
              onClick={() => emblaApi?.scrollTo(index)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
