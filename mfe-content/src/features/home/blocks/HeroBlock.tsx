import styled from 'styled-components';
import { asData, type HeroData } from './blockData';
import { HeroSearchForm } from './HeroSearchForm';

const Hero = styled.section<{ $image?: string }>`
  position: relative;
  min-height: 549px;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(7)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textInverse};
  background-color: ${({ theme }) => theme.colors.accent};
  background-image: ${({ $image }) =>
    $image ? `linear-gradient(rgba(35, 29, 25, 0.45), rgba(35, 29, 25, 0.45)), url("${$image}")` : 'none'};
  background-size: cover;
  background-position: center;
  ${({ theme }) => theme.media.phone} {
    min-height: 0;
    aspect-ratio: auto;
  }
`;

const Inner = styled.div`
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

/** Escapes a URL for use inside a CSS url("...") value. */
function cssUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  return url.replace(/["\\\n]/g, '');
}

export function HeroBlock({ data }: { data: unknown }) {
  const hero = asData<HeroData>(data);
  return (
    <Hero $image={cssUrl(hero.image_url)} data-testid="hero">
      <Inner>
        {hero.title && <Title>{hero.title}</Title>}
        {hero.subtitle && <Subtitle>{hero.subtitle}</Subtitle>}
        <HeroSearchForm placeholder={hero.search_placeholder} />
      </Inner>
    </Hero>
  );
}
