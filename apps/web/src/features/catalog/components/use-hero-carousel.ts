import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Without `scrollend`, a scroll counts as ended after this long without movement. */
const SCROLL_PAUSE_MS = 120;

const prefersReducedMotion = () =>
  // NOTE: jsdom has no matchMedia, hence the typeof check.
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

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
  const [isPlaying, setIsPlaying] = useState(() => !prefersReducedMotion());
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

  useEffect(() => {
    if (!isPlaying || isHeld) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') scrollTo(selectedRef.current + 1);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [isPlaying, isHeld, intervalMs, scrollTo]);

  const toggle = useCallback(() => setIsPlaying((playing) => !playing), []);

  return { selectedIndex, isPlaying, toggle, scrollTo };
}
