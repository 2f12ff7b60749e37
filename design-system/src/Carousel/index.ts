export { Carousel, CAROUSEL_SLIDES_DESKTOP, CAROUSEL_SLIDES_OTHER } from './Carousel';
export type { CarouselProps } from './Carousel';
