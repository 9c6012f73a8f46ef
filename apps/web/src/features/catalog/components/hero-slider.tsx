import { useRef } from 'react';
import { Link } from '../../../components/link';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { SLIDER_INTERVAL_MS } from '@eshop/shared';
import buttons from '../../../components/ui/button.module.css';
import { copy } from '../../../copy';
import { cx } from '../../../lib/cx';
import { heroSlides } from './hero-slides';
import { useHeroCarousel } from './use-hero-carousel';
import styles from './hero-slider.module.css';

const slideBackgrounds = [styles.slide0, styles.slide1, styles.slide2, styles.slide3];

/** The home page's four auto-rotating slides; pausable, and silent to screen readers while rotating. */
export function HeroSlider() {
  const viewportRef = useRef<HTMLDivElement>(null);
  const slides = heroSlides();
  const count = slides.length;
  const { selectedIndex, isPlaying, toggle, scrollTo } = useHeroCarousel(
    viewportRef,
    count,
    SLIDER_INTERVAL_MS,
  );

  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label={copy.hero.label}>
      <div className={styles.viewport} ref={viewportRef} aria-live={isPlaying ? 'off' : 'polite'}>
        <div className={styles.track}>
          {slides.map((slide, index) => (
            <div
              key={slide.title}
              className={cx(styles.slide, slideBackgrounds[index])}
              role="group"
              aria-roledescription="slide"
              aria-label={copy.hero.slide(index + 1, count)}
              // Slides out of view are skipped by Tab and screen readers, like the rest of the page.
              inert={index !== selectedIndex}
            >
              <div>
                <h2 className={styles.title}>{slide.title}</h2>
                <p className={styles.text}>{slide.text}</p>
                <Link to="/#products" className={buttons.dark}>
                  {copy.hero.shopNow}
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
          aria-label={copy.hero.previous}
          onClick={() => scrollTo(selectedIndex - 1)}
        >
          <ChevronLeft size={20} aria-hidden="true" />
        </button>
        <button
          type="button"
          className={buttons.icon}
          aria-label={isPlaying ? copy.hero.pause : copy.hero.play}
          onClick={toggle}
        >
          {isPlaying ? <Pause size={20} aria-hidden="true" /> : <Play size={20} aria-hidden="true" />}
        </button>
        <button
          type="button"
          className={buttons.icon}
          aria-label={copy.hero.next}
          onClick={() => scrollTo(selectedIndex + 1)}
        >
          <ChevronRight size={20} aria-hidden="true" />
        </button>
        <div className={styles.dots}>
          {slides.map((slide, index) => (
            <button
              key={slide.title}
              type="button"
              className={styles.dot}
              aria-label={copy.hero.goTo(index + 1)}
              aria-current={index === selectedIndex}
              onClick={() => scrollTo(index)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
