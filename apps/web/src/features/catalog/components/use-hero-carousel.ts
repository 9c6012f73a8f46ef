import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';

/** Without `scrollend`, a scroll counts as ended after this long without movement. */
const SCROLL_PAUSE_MS = 120;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
// NOTE: jsdom has no matchMedia, hence the typeof checks.
const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
const onReducedMotionChange = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Drives a scroll-snap carousel: the browser does the sliding and the swiping (CSS scroll snap), this
 * hook only tracks the slide in view, moves to a slide, and rotates every `intervalMs` while playing.
 * Rotation starts only for shoppers who have not asked for reduced motion, and holds while focus is
 * on a slide or the tab is hidden, so nothing moves under a keyboard user.
 */
export function useHeroCarousel(
  viewportRef: RefObject<HTMLElement | null>,
  count: number,
  intervalMs: number,
) {
  const [selectedIndex, setSelectedIndex] = useState(0);
  // The shopper's own choice, once they press play or pause; until then, their motion setting. A page
  // drawn on the server cannot know that setting, and draws the slider playing (hydration reads the same).
  const reducesMotion = useSyncExternalStore(onReducedMotionChange, prefersReducedMotion, () => false);
  const [chosenPlaying, setChosenPlaying] = useState<boolean | null>(null);
  const isPlaying = chosenPlaying ?? !reducesMotion;
  const [isHeld, setIsHeld] = useState(false);
  const selectedRef = useRef(0);

  const scrollTo = useCallback(
    (index: number) => {
      const viewport = viewportRef.current;
      if (!viewport) return;
      const target = ((index % count) + count) % count;
      const behavior = prefersReducedMotion() ? 'instant' : 'smooth';
      viewport.scrollTo({ left: target * viewport.clientWidth, behavior });
      selectedRef.current = target;
      setSelectedIndex(target);
    },
    [viewportRef, count],
  );

  // The slide in view follows the scroll position, so a swipe or a scroll-snap by keyboard counts too.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onScroll = () => {
      if (viewport.clientWidth === 0) return;
      const index = Math.round(viewport.scrollLeft / viewport.clientWidth);
      if (index === selectedRef.current) return;
      selectedRef.current = index;
      setSelectedIndex(index);
    };
    if ('onscrollend' in window) {
      viewport.addEventListener('scrollend', onScroll);
      return () => viewport.removeEventListener('scrollend', onScroll);
    }
    // Browsers without `scrollend` (older Safari): the scroll has ended once it pauses.
    let timer: number | undefined;
    const onScrollPause = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(onScroll, SCROLL_PAUSE_MS);
    };
    viewport.addEventListener('scroll', onScrollPause, { passive: true });
    return () => {
      window.clearTimeout(timer);
      viewport.removeEventListener('scroll', onScrollPause);
    };
  }, [viewportRef]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const hold = () => setIsHeld(true);
    const release = (event: FocusEvent) => {
      if (!viewport.contains(event.relatedTarget as Node | null)) setIsHeld(false);
    };
    viewport.addEventListener('focusin', hold);
    viewport.addEventListener('focusout', release);
    return () => {
      viewport.removeEventListener('focusin', hold);
      viewport.removeEventListener('focusout', release);
    };
  }, [viewportRef]);

  // A layout effect: the 5 seconds count from the moment Play is pressed, not from the next frame
  // (Preact runs plain effects after the browser paints, a frame or more later).
  useLayoutEffect(() => {
    if (!isPlaying || isHeld) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') scrollTo(selectedRef.current + 1);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [isPlaying, isHeld, intervalMs, scrollTo]);

  const toggle = useCallback(() => setChosenPlaying(!isPlaying), [isPlaying]);

  return { selectedIndex, isPlaying, toggle, scrollTo };
}
