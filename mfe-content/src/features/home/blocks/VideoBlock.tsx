import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { asData, type VideoData } from './blockData';
import { Section, SectionTitle } from './styles';
import { frameSize } from './videoFrame';

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

/** The player's URL once the visitor asks for it: it starts playing at once. */
export function autoplayUrl(src: string): string {
  const url = new URL(src);
  url.searchParams.set('autoplay', '1');
  return url.toString();
}

const Frame = styled.iframe`
  ${frameSize}
`;

const Poster = styled.button`
  ${frameSize}
  display: flex;
  align-items: center;
  justify-content: center;
  cursor: pointer;
  color: #fff;
  background: ${({ theme }) => theme.colors.text};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const PlayMark = styled.span`
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.2);
  display: flex;
  align-items: center;
  justify-content: center;
  &::after {
    content: '';
    margin-left: 6px;
    border-style: solid;
    border-width: 14px 0 14px 24px;
    border-color: transparent transparent transparent #fff;
  }
`;

/**
 * A video block: a frame of the player's size with a play button; the player itself (YouTube's or
 * Vimeo's page and scripts, hundreds of kilobytes) loads only when the visitor presses play.
 */
export function VideoBlock({ data }: { data: unknown }) {
  const intl = useIntl();
  const [playing, setPlaying] = useState(false);
  const { url, title } = asData<VideoData>(data);
  const src = embedUrl(url);
  if (!src) return null;
  return (
    <Section>
      {title && <SectionTitle>{title}</SectionTitle>}
      {playing ? (
        <Frame src={autoplayUrl(src)} title={title ?? src} allow="autoplay; encrypted-media; fullscreen; picture-in-picture" allowFullScreen />
      ) : (
        <Poster type="button" data-testid="video-play" onClick={() => setPlaying(true)} aria-label={intl.formatMessage({ id: 'VideoBlock.play', defaultMessage: 'Video afspelen: {title}' }, { title: title ?? src })}>
          <PlayMark aria-hidden="true" />
        </Poster>
      )}
    </Section>
  );
}
