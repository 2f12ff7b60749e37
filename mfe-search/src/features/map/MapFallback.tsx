import { useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatEuroCents } from '@zaalplek/design-system';
import { localePath, navigate, useLocale } from '@zaalplek/platform';
import {
  fitPoints,
  gridStep,
  MAP_HEIGHT,
  MAP_WIDTH,
  pan,
  project,
  viewBounds,
  viewOfBounds,
  zoom,
  type MapView,
} from './mapGeometry';
import type { ResultsMapProps } from './types';

/** Wait after the last pan/zoom before reporting the new box. */
export const MOVE_SETTLE_MS = 400;
const DEFAULT_SPAN = 3.2;

const Frame = styled.div`
  position: relative;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.accentSoft};
  svg {
    display: block;
    width: 100%;
    height: auto;
    touch-action: none;
    cursor: grab;
    user-select: none;
  }
  svg:active {
    cursor: grabbing;
  }
`;

const Controls = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  button {
    width: 36px;
    height: 36px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font-size: 20px;
    line-height: 1;
    cursor: pointer;
  }
  button:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

const Note = styled.p`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  bottom: ${({ theme }) => theme.space(1)};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function initialView({ bounds, markers, center }: Pick<ResultsMapProps, 'bounds' | 'markers' | 'center'>): MapView {
  if (bounds) return viewOfBounds(bounds);
  return fitPoints(markers) ?? { lat: center.latitude, lng: center.longitude, spanLng: DEFAULT_SPAN };
}

/**
 * The map without a Google key: the results plotted by their coordinates on a grid, markers
 * linking to the venue, drag to pan, wheel or +/- to zoom; each move reports the visible box.
 */
export function MapFallback({ markers, bounds, center, onMove }: ResultsMapProps) {
  const intl = useIntl();
  const locale = useLocale();
  const [view, setView] = useState<MapView>(() => initialView({ bounds, markers, center }));
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const settle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;

  // A new box from the URL (back/forward, reset) or, without a box, new results re-centre the map.
  const boundsKey = bounds ? [bounds.south, bounds.west, bounds.north, bounds.east].join(',') : '';
  const markersKey = markers.map((m) => m.id).join(',');
  const lastReported = useRef<string | null>(null);
  useEffect(() => {
    if (boundsKey && boundsKey === lastReported.current) return; // our own move came back through the URL
    setView(initialView({ bounds, markers, center }));
  }, [boundsKey, bounds ? '' : markersKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const report = (next: MapView) => {
    if (settle.current) clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      const b = viewBounds(next);
      const rounded = { south: +b.south.toFixed(5), west: +b.west.toFixed(5), north: +b.north.toFixed(5), east: +b.east.toFixed(5) };
      lastReported.current = [rounded.south, rounded.west, rounded.north, rounded.east].join(',');
      onMoveRef.current(rounded);
    }, MOVE_SETTLE_MS);
  };
  useEffect(() => () => {
    if (settle.current) clearTimeout(settle.current);
  }, []);

  const move = (next: MapView) => {
    setView(next);
    report(next);
  };

  /** Pointer position in SVG units. */
  const toSvg = (clientX: number, clientY: number) => {
    const rect = svgRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return { x: MAP_WIDTH / 2, y: MAP_HEIGHT / 2 };
    return { x: ((clientX - rect.left) / rect.width) * MAP_WIDTH, y: ((clientY - rect.top) / rect.height) * MAP_HEIGHT };
  };

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  const viewRef = useRef(view);
  viewRef.current = view;
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return undefined;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      move(zoom(viewRef.current, e.deltaY > 0 ? 1.25 : 0.8, toSvg(e.clientX, e.clientY)));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    if ((e.target as Element).closest('a')) return; // a marker click is a link, not a drag
    drag.current = { ...toSvg(e.clientX, e.clientY), moved: false };
    svgRef.current?.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    if (!drag.current) return;
    const p = toSvg(e.clientX, e.clientY);
    const dx = p.x - drag.current.x;
    const dy = p.y - drag.current.y;
    if (Math.abs(dx) + Math.abs(dy) < 1) return;
    drag.current = { ...p, moved: true };
    setView((v) => pan(v, dx, dy));
  };
  const onPointerUp = () => {
    if (drag.current?.moved) report(viewRef.current);
    drag.current = null;
  };

  const grid = useMemo(() => {
    const b = viewBounds(view);
    const step = gridStep(view.spanLng);
    const lines: { key: string; x1: number; y1: number; x2: number; y2: number }[] = [];
    for (let lng = Math.ceil(b.west / step) * step; lng < b.east; lng += step) {
      const { x } = project(view, { lat: view.lat, lng });
      lines.push({ key: `v${lng.toFixed(4)}`, x1: x, y1: 0, x2: x, y2: MAP_HEIGHT });
    }
    for (let lat = Math.ceil(b.south / step) * step; lat < b.north; lat += step) {
      const { y } = project(view, { lat, lng: view.lng });
      lines.push({ key: `h${lat.toFixed(4)}`, x1: 0, y1: y, x2: MAP_WIDTH, y2: y });
    }
    return lines;
  }, [view]);

  const b = viewBounds(view);
  const visible = markers.filter((m) => m.lat >= b.south && m.lat <= b.north && m.lng >= b.west && m.lng <= b.east);

  return (
    <Frame data-testid="map-fallback">
      <svg
        ref={svgRef}
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        role="group"
        aria-label={intl.formatMessage({ id: 'ResultsMap.label', defaultMessage: 'Kaart met de gevonden locaties' })}
        data-bounds={[b.south, b.west, b.north, b.east].map((n) => n.toFixed(4)).join(',')}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <rect width={MAP_WIDTH} height={MAP_HEIGHT} fill="#EEF5F4" />
        {grid.map((l) => (
          <line key={l.key} x1={l.x1} y1={l.y1} x2={l.x2} y2={l.y2} stroke="#C9DCDA" strokeWidth="1" />
        ))}
        {visible.map((m) => {
          const { x, y } = project(view, m);
          const href = localePath(m.url, locale);
          const price = m.price != null && m.price > 0 ? formatEuroCents(intl, m.price) : null;
          return (
            <a
              key={m.id}
              href={href}
              aria-label={price ? `${m.name}, ${price}` : m.name}
              data-testid="map-marker"
              onClick={(e) => {
                if (e.button === 0 && !e.metaKey && !e.ctrlKey) {
                  e.preventDefault();
                  navigate(m.url);
                }
              }}
            >
              <title>{m.name}</title>
              <path
                d={`M${x} ${y} l-9 -14 a11 11 0 1 1 18 0 z`}
                fill="#B0431D"
                stroke="#FFFFFF"
                strokeWidth="2"
              />
              <circle cx={x} cy={y - 19} r="4" fill="#FFFFFF" />
              {price && view.spanLng < 0.5 && (
                <text x={x + 12} y={y - 14} fontSize="12" fill="#231D19" stroke="#FFFFFF" strokeWidth="3" paintOrder="stroke">
                  {price}
                </text>
              )}
            </a>
          );
        })}
      </svg>
      <Controls>
        <button type="button" aria-label={intl.formatMessage({ id: 'ResultsMap.zoomIn', defaultMessage: 'Inzoomen' })} onClick={() => move(zoom(view, 0.5))}>
          +
        </button>
        <button type="button" aria-label={intl.formatMessage({ id: 'ResultsMap.zoomOut', defaultMessage: 'Uitzoomen' })} onClick={() => move(zoom(view, 2))}>
          −
        </button>
      </Controls>
      <Note>{intl.formatMessage({ id: 'ResultsMap.fallbackNote', defaultMessage: 'Sleep om te verschuiven, scroll of gebruik + en − om te zoomen' })}</Note>
    </Frame>
  );
}
