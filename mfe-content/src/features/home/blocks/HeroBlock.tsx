import styled from 'styled-components';
import { Link } from '@zaalplek/platform';
import { asData, type HeroData } from './blockData';
import { HeroSearchForm } from './HeroSearchForm';
import { HERO_AVIF_SRCSET, HERO_FALLBACK_SRC, HERO_HEIGHT, HERO_SIZES, HERO_WEBP_SRCSET, HERO_WIDTH } from './heroImage';

/**
 * Spec: image 16:9, 549 px high on wide screens. The picture is an <img> (responsive srcset,
 * width/height, fetchpriority high, preloaded by the HTML) under a shade that keeps the white text
 * readable; the block's own height never depends on the image loading.
 */
const Hero = styled.section`
  position: relative;
  overflow: hidden;
  height: 549px;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(7)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textInverse};
  background-color: ${({ theme }) => theme.colors.accent};
  ${({ theme }) => theme.media.phone} {
    height: auto;
    min-height: 0;
  }
`;

const Picture = styled.picture`
  position: absolute;
  inset: 0;
  img {
    width: 100%;
    height: 100%;
    max-width: none;
    object-fit: cover;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: rgba(35, 29, 25, 0.55);
  }
`;

const Inner = styled.div`
  position: relative;
  width: 100%;
  max-width: 960px;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.typography.fontSize.display};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Subtitle = styled.p`
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  margin: 0 0 ${({ theme }) => theme.space(6)};
`;

const Cta = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-decoration: none;
`;

function HeroPicture({ imageUrl }: { imageUrl?: string }) {
  const common = { alt: '', width: HERO_WIDTH, height: HERO_HEIGHT, fetchPriority: 'high' as const, decoding: 'async' as const };
  if (imageUrl) {
    return (
      <Picture>
        <img src={imageUrl} {...common} />
      </Picture>
    );
  }
  return (
    <Picture>
      <source type="image/avif" srcSet={HERO_AVIF_SRCSET} sizes={HERO_SIZES} />
      <source type="image/webp" srcSet={HERO_WEBP_SRCSET} sizes={HERO_SIZES} />
      <img src={HERO_FALLBACK_SRC} {...common} />
    </Picture>
  );
}

export function HeroBlock({ data }: { data: unknown }) {
  const hero = asData<HeroData>(data);
  return (
    <Hero data-testid="hero">
      <HeroPicture imageUrl={hero.image_url || undefined} />
      <Inner>
        {hero.title && <Title>{hero.title}</Title>}
        {hero.subtitle && <Subtitle>{hero.subtitle}</Subtitle>}
        {hero.cta_label && hero.cta_href && hero.cta_href.startsWith('/') && !hero.cta_href.startsWith('//') ? (
          // a call to action (e.g. the vendor landing's become-a-vendor button) instead of the search form
          <Cta to={hero.cta_href}>{hero.cta_label}</Cta>
        ) : (
          <HeroSearchForm placeholder={hero.search_placeholder} />
        )}
      </Inner>
    </Hero>
  );
}
