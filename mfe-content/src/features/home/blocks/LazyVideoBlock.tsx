// The video block's code loads when a page has one (few do), so it is not part of the home page's first load.
import { lazy, Suspense } from 'react';
import { Section } from './styles';
import { FrameSpace } from './videoFrame';

const VideoBlock = lazy(() => import(/* webpackChunkName: "video-block" */ './VideoBlock').then((m) => ({ default: m.VideoBlock })));

export function LazyVideoBlock({ data }: { data: unknown }) {
  return (
    <Suspense
      fallback={
        <Section>
          <FrameSpace />
        </Section>
      }
    >
      <VideoBlock data={data} />
    </Suspense>
  );
}
