import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { useDsIntl } from '../intl/useDsIntl';
import { truncate } from '../utils/truncate';
import { formatEuroCents } from '../utils/formatPrice';

/** Space names on cards are cut to this many characters (spec). */
export const SPACE_CARD_NAME_MAX = 50;

export interface SpaceCardProps {
  name: string;
  href: string;
  imageUrl?: string | null;
  city?: string | null;
  venueName?: string | null;
  maxGuests?: number | null;
  /** Half-day price in integer cents; 0 shows "Gratis"/"Free". */
  halfDayPrice: number;
  /** Optional slot for a favourite (heart) toggle, rendered over the photo, outside the link. */
  favourite?: ReactNode;
  /** Optional extra content under the price (e.g. RatingStars). */
  footer?: ReactNode;
  /** Called on a plain left click instead of following the href (single-page navigation). */
  onNavigate?: (href: string) => void;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
  transition: box-shadow ${({ theme }) => theme.transition}, transform ${({ theme }) => theme.transition};
  &:hover { box-shadow: ${({ theme }) => theme.shadows.md}; transform: translateY(-2px); }
  &:focus-within { ${({ theme }) => theme.focusRing} }
`;

const CardLink = styled.a`
  display: flex;
  flex-direction: column;
  color: inherit;
  text-decoration: none;
  &:hover { color: inherit; }
  &:focus-visible { outline: none; }
`;

const Photo = styled.div`
  aspect-ratio: 300 / 230;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Price = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  strong { font-size: ${({ theme }) => theme.typography.fontSize.lg}; color: ${({ theme }) => theme.colors.text}; }
  span { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const FavouriteSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  z-index: 1;
`;

const Footer = styled.div`
  padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
`;

function isPlainLeftClick(e: MouseEvent) {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

export function SpaceCard({
  name, href, imageUrl, city, venueName, maxGuests, halfDayPrice, favourite, footer, onNavigate, headingLevel = 3, className,
}: SpaceCardProps) {
  const intl = useDsIntl();
  const shortName = truncate(name, SPACE_CARD_NAME_MAX);
  const location = [venueName, city].filter(Boolean).join(' · ');
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (onNavigate && isPlainLeftClick(e)) {
      e.preventDefault();
      onNavigate(href);
    }
  };
  return (
    <Card className={className}>
      <CardLink href={href} onClick={handleClick}>
        <Photo>{imageUrl && <img src={imageUrl} alt="" loading="lazy" />}</Photo>
        <Body>
          <Name as={`h${headingLevel}`} title={shortName === name ? undefined : name}>
            {shortName}
          </Name>
          {location && <Meta>{location}</Meta>}
          {maxGuests != null && maxGuests > 0 && (
            <Meta>{intl.formatMessage({ id: 'SpaceCard.maxGuests', defaultMessage: '{count, plural, one {# persoon} other {max. # personen}}' }, { count: maxGuests })}</Meta>
          )}
          <Price data-testid="space-card-price">
            {halfDayPrice > 0 ? (
              <>
                <strong>{formatEuroCents(intl, halfDayPrice)}</strong>{' '}
                <span>{intl.formatMessage({ id: 'SpaceCard.perHalfDay', defaultMessage: 'per dagdeel' })}</span>
              </>
            ) : (
              <strong>{intl.formatMessage({ id: 'SpaceCard.free', defaultMessage: 'Gratis' })}</strong>
            )}
          </Price>
        </Body>
      </CardLink>
      {footer && <Footer>{footer}</Footer>}
      {favourite && <FavouriteSlot>{favourite}</FavouriteSlot>}
    </Card>
  );
}

const Blank = styled.span`
  visibility: hidden;
`;

/**
 * The room a space card takes while its data loads: the same frame, photo and text lines (name,
 * location, guests, price; one line each), so the cards that replace it move nothing below them.
 */
export function SpaceCardPlaceholder({ className }: { className?: string }) {
  const line = <Blank>{'\u00a0'}</Blank>;
  return (
    <Card className={className} aria-hidden="true" data-testid="space-card-placeholder">
      <Photo />
      <Body>
        <Name as="p">{line}</Name>
        <Meta>{line}</Meta>
        <Meta>{line}</Meta>
        <Price>
          <strong>{line}</strong>
        </Price>
      </Body>
    </Card>
  );
}
