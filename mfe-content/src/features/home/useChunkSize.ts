import { useEffect, useState } from 'react';
import { chunkBreakpoint, TESTIMONIAL_CHUNK } from './chunkText';

function currentSize(): number {
  const width = typeof window === 'undefined' ? 1280 : window.innerWidth;
  return TESTIMONIAL_CHUNK[chunkBreakpoint(width)];
}

/** Testimonial chunk size for the current viewport, updated on resize. */
export function useChunkSize(): number {
  const [size, setSize] = useState(currentSize);
  useEffect(() => {
    const onResize = () => setSize(currentSize());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}
