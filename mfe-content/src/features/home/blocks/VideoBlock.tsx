import styled from 'styled-components';
import { asData, type VideoData } from './blockData';
import { Section, SectionTitle } from './styles';

/** Embeddable https URL for a video link (YouTube watch/short links become /embed/ URLs); null when unsafe. */
export function embedUrl(url: string | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:') return null;
  const host = parsed.hostname.replace(/^www\./, '');
  if (host === 'youtube.com' && parsed.pathname === '/watch' && parsed.searchParams.get('v')) {
    return `https://www.youtube.com/embed/${parsed.searchParams.get('v')}`;
  }
  if (host === 'youtu.be' && parsed.pathname.length > 1) return `https://www.youtube.com/embed${parsed.pathname}`;
  if (host === 'vimeo.com' && /^\/\d+$/.test(parsed.pathname)) return `https://player.vimeo.com/video${parsed.pathname}`;
  return parsed.toString();
}

/** Video iframe height from the spec (section 9): 360 on phone, 720 otherwise. */
const Frame = styled.iframe`
  width: 100%;
  height: 720px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ theme }) => theme.media.phone} {
    height: 360px;
  }
`;

export function VideoBlock({ data }: { data: unknown }) {
  const { url, title } = asData<VideoData>(data);
  const src = embedUrl(url);
  if (!src) return null;
  return (
    <Section>
      {title && <SectionTitle>{title}</SectionTitle>}
      <Frame src={src} title={title ?? src} loading="lazy" allowFullScreen />
    </Section>
  );
}
