import { useCallback, useEffect, useState } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';

type EmblaApi = UseEmblaCarouselType[1];

/** Tracks the selected slide and the autoplay state of an Embla carousel, and toggles autoplay. */
export const useHeroAutoplay = (emblaApi: EmblaApi, playOnInit: boolean) => {
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [isPlaying, setIsPlaying] = useState(playOnInit);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelectedIndex(emblaApi.selectedScrollSnap());
    const onPlay = () => setIsPlaying(true);
    const onStop = () => setIsPlaying(false);
    emblaApi.on('select', onSelect).on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    return () => {
      emblaApi.off('select', onSelect).off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [emblaApi]);

  const toggle = useCallback(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
    setIsPlaying(autoplay.isPlaying());
  }, [emblaApi]);

  return { selectedIndex, isPlaying, toggle };
};
