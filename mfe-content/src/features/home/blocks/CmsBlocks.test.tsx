import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import type { CmsBlock } from '../types';
import { CmsBlocks } from './CmsBlocks';

const block = (block_id: number, block_type: string, data: object): CmsBlock => ({ block_id, block_type, position: block_id, data }) as CmsBlock;

/** One of each block type of the spec, in page order. */
const BLOCKS: CmsBlock[] = [
  block(1, 'HERO', { title: 'Vergaderen in Utrecht', subtitle: 'Zalen aan de gracht', cta_label: 'Bekijk zalen', cta_href: '/search' }),
  block(2, 'HEADLINE', { title: 'Waarom Zaalplek', subtitle: 'Echte beschikbaarheid' }),
  block(3, 'TEXT', { title: 'Over ons', html: '<p>Wij <strong>verhuren</strong> zalen.</p><script>alert(1)</script><img src="x" onerror="alert(1)">' }),
  block(4, 'ICON_TITLE', { icon: 'calendar', title: 'Direct boeken', text: 'Zonder wachten' }),
  block(5, 'SLIDER', { title: 'Uitgelichte ruimtes', source: 'top_spaces' }),
  block(6, 'VIDEO', { url: 'https://www.youtube.com/watch?v=abc123', title: 'Rondleiding' }),
  block(7, 'FAQ', { title: 'Veelgestelde vragen', items: [{ question: 'Kan ik annuleren?', answer: 'Ja, volgens de annuleringsregel.' }] }),
  block(8, 'NAVIGATION', { title: 'Ontdek', items: [{ label: 'Blog', href: '/blog' }, { label: 'Kwaad', href: 'javascript:alert(1)' }] }),
  block(9, 'SOCIAL_LINKS', { items: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/zaalplek' }] }),
];

describe('CMS blocks', () => {
  it('renders every block type of the spec in page order, the slider through the page', async () => {
    const sliders: string[] = [];
    renderPage(
      <CmsBlocks blocks={BLOCKS} renderSlider={(slider) => { sliders.push(String(slider.source)); return <p data-testid="slider">{slider.title}</p>; }} />,
      '/',
    );
    // hero with its call to action instead of the search form
    const hero = await screen.findByTestId('hero');
    expect(within(hero).getByRole('heading', { level: 1, name: 'Vergaderen in Utrecht' })).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Bekijk zalen' })).toHaveAttribute('href', '/search');
    // headline, text (sanitised), icon with title
    expect(screen.getByRole('heading', { name: 'Waarom Zaalplek' })).toBeInTheDocument();
    expect(screen.getByText('verhuren').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Direct boeken' })).toBeInTheDocument();
    // slider of space cards: the page decides what it loads
    expect(sliders).toEqual(['top_spaces']);
    expect(screen.getByTestId('slider')).toHaveTextContent('Uitgelichte ruimtes');
    // video: a play button of the player's size; the player (an embed URL) loads when pressed
    expect(await screen.findByRole('button', { name: 'Video afspelen: Rondleiding' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    // FAQ, navigation (unsafe links dropped), social links in a new tab
    expect(within(screen.getByTestId('faq')).getByText('Kan ik annuleren?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.queryByRole('link', { name: 'Kwaad' })).toBeNull();
    const social = document.querySelector('a[href="https://www.linkedin.com/company/zaalplek"]')!;
    expect(social).toHaveAttribute('target', '_blank');
    expect(social).toHaveAttribute('rel', 'noopener noreferrer');

    const order = [...document.querySelectorAll('[data-testid="hero"], [data-testid="slider"], [data-testid="faq"], [data-testid="video-play"]')].map((el) => el.getAttribute('data-testid'));
    expect(order).toEqual(['hero', 'slider', 'video-play', 'faq']);
  });

  it('gives the video 720 px height, 360 px on a phone (spec), before and after play', async () => {
    renderPage(<CmsBlocks blocks={[BLOCKS[5]!]} renderSlider={() => null} />, '/');
    const heights = (el: Element) => {
      const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
      const cls = [...el.classList].find((c) => css.includes(`.${c}{`))!;
      expect(css).toMatch(new RegExp(`\\.${cls}\\{[^}]*height:720px`));
      expect(css).toMatch(new RegExp(`@media[^{]*max-width:\\s*960px[^{]*\\{\\s*\\.${cls}\\{[^}]*height:360px`));
    };
    const play = await screen.findByRole('button', { name: 'Video afspelen: Rondleiding' });
    heights(play);
    fireEvent.click(play);
    const frame = screen.getByTitle('Rondleiding');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/abc123?autoplay=1');
    expect(frame).toHaveAttribute('allow', expect.stringContaining('autoplay'));
    heights(frame);
  });

  it('skips a video that is not https and an unknown block type', async () => {
    renderPage(<CmsBlocks blocks={[block(1, 'VIDEO', { url: 'http://example.com/v.mp4' }), block(2, 'UNKNOWN', { title: 'x' })]} renderSlider={() => null} />, '/');
    // the video block's code has loaded (its frame's place is gone) and shows nothing for this URL
    await waitFor(() => expect(document.querySelector('section')).toBeNull());
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByTestId('video-play')).toBeNull();
    expect(document.body.textContent).not.toContain('x');
  });
});
