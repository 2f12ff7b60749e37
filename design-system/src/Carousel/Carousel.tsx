import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDsIntl } from '../intl/useDsIntl';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { mediaQueries } from '../theme/breakpoints';

/** Slides visible at once (spec): 3 on desktop, 1 otherwise. */
export const CAROUSEL_SLIDES_DESKTOP = 3;
export const CAROUSEL_SLIDES_OTHER = 1;

export interface CarouselProps {
  slides: ReactNode[];
  /** Accessible name of the carousel, e.g. "Ervaringen van boekers". */
  label: string;
  /** Overrides the responsive number of visible slides. */
  slidesPerView?: number;
  /** Wrap around at the ends; default false. */
  loop?: boolean;
  className?: string;
}

const Root = styled.section`
  position: relative;
  &:focus-visible { ${({ theme }) => theme.focusRing} }
`;

const Viewport = styled.div`
  overflow: hidden;
`;

const Track = styled.div<{ $offset: number }>`
  display: flex;
  transform: translateX(${({ $offset }) => -$offset}%);
  transition: transform 300ms ease;
`;

const Slide = styled.div<{ $basis: number }>`
  flex: 0 0 ${({ $basis }) => $basis}%;
  min-width: 0;
  padding: 0 ${({ theme }) => theme.space(2)};
`;

const Controls = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Arrow = styled.button`
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.primary}; }
  &:focus-visible { ${({ theme }) => theme.focusRing} }
  &:disabled { opacity: 0.4; cursor: not-allowed; }
`;

const Status = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  min-width: 64px;
  text-align: center;
`;

/**
 * Accessible carousel (WAI-ARIA pattern): region with aria-roledescription, slides as labelled groups,
 * hidden slides removed from the tab order, previous/next buttons, arrow keys, polite announcements.
 */
export function Carousel({ slides, label, slidesPerView, loop = false, className }: CarouselProps) {
  const intl = useDsIntl();
  const viewportId = useId();
  const isDesktop = useMediaQuery(mediaQueries.desktop);
  const perView = Math.max(1, slidesPerView ?? (isDesktop ? CAROUSEL_SLIDES_DESKTOP : CAROUSEL_SLIDES_OTHER));
  const total = slides.length;
  const maxIndex = Math.max(0, total - perView);
  const [index, setIndex] = useState(0);
  const [announce, setAnnounce] = useState(false);

  useEffect(() => {
    if (index > maxIndex) setIndex(maxIndex);
  }, [index, maxIndex]);

  const current = Math.min(index, maxIndex);
  const canPrev = loop ? maxIndex > 0 : current > 0;
  const canNext = loop ? maxIndex > 0 : current < maxIndex;

  const go = (delta: number) => {
    setAnnounce(true);
    setIndex(() => {
      const next = current + delta;
      if (next < 0) return loop ? maxIndex : 0;
      if (next > maxIndex) return loop ? 0 : maxIndex;
      return next;
    });
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'ArrowLeft' && canPrev) {
      e.preventDefault();
      go(-1);
    } else if (e.key === 'ArrowRight' && canNext) {
      e.preventDefault();
      go(1);
    }
  };

  const first = current + 1;
  const last = Math.min(total, current + perView);
  const status =
    first === last
      ? intl.formatMessage({ id: 'Carousel.status', defaultMessage: '{from} van {total}' }, { from: first, total })
      : intl.formatMessage({ id: 'Carousel.statusRange', defaultMessage: '{from}–{to} van {total}' }, { from: first, to: last, total });

  return (
    <Root aria-roledescription={intl.formatMessage({ id: 'Carousel.roledescription', defaultMessage: 'carrousel' })} aria-label={label} className={className} onKeyDown={handleKeyDown}>
      <Viewport id={viewportId} aria-live={announce ? 'polite' : 'off'}>
        <Track $offset={(current * 100) / perView}>
          {slides.map((slide, i) => {
            const visible = i >= current && i < current + perView;
            return (
              <Slide
                key={i}
                role="group"
                aria-roledescription={intl.formatMessage({ id: 'Carousel.slide', defaultMessage: 'dia' })}
                aria-label={intl.formatMessage({ id: 'Carousel.slideLabel', defaultMessage: '{index} van {total}' }, { index: i + 1, total })}
                aria-hidden={visible ? undefined : true}
                inert={!visible}
                $basis={100 / perView}
              >
                {slide}
              </Slide>
            );
          })}
        </Track>
      </Viewport>
      {total > perView && (
        <Controls>
          <Arrow type="button" aria-controls={viewportId} aria-label={intl.formatMessage({ id: 'Carousel.previous', defaultMessage: 'Vorige' })} disabled={!canPrev} onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
          </Arrow>
          <Status aria-hidden="true">{status}</Status>
          <Arrow type="button" aria-controls={viewportId} aria-label={intl.formatMessage({ id: 'Carousel.next', defaultMessage: 'Volgende' })} disabled={!canNext} onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
          </Arrow>
        </Controls>
      )}
    </Root>
  );
}
