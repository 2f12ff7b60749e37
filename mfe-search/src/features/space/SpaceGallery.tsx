import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Carousel } from '@zaalplek/design-system';
import type { SpaceImage } from './types';

const Photo = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  max-height: 520px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** The space's photos in their `order`, one slide each. */
export function SpaceGallery({ images, name }: { images: SpaceImage[]; name: string }) {
  const intl = useIntl();
  if (images.length === 0) return null;
  const sorted = [...images].sort((a, b) => a.order - b.order);
  return (
    <div data-testid="space-gallery">
      <Carousel
        label={intl.formatMessage({ id: 'SpaceGallery.label', defaultMessage: 'Foto\'s van {name}' }, { name })}
        slidesPerView={1}
        slides={sorted.map((image, i) => (
          <Photo
            key={image.image_id}
            src={image.image_url}
            alt={intl.formatMessage({ id: 'SpaceGallery.photoAlt', defaultMessage: '{name}, foto {number} van {total}' }, { name, number: i + 1, total: sorted.length })}
            loading={i === 0 ? 'eager' : 'lazy'}
            // the first photo is what a phone shows first (the page preloads it, see the API's pageHead)
            fetchPriority={i === 0 ? 'high' : 'auto'}
          />
        ))}
      />
    </div>
  );
}
