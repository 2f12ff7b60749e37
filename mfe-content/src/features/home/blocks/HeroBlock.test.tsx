import { screen } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import { HeroBlock } from './HeroBlock';

const hero = (extra: object = {}) => ({ title: 'Vind je zaal', subtitle: 'Overal', search_placeholder: 'Waar?', ...extra });

describe('HeroBlock', () => {
  it('shows the default 16:9 picture as AVIF/WebP srcsets with width, height and high fetch priority', async () => {
    renderPage(<HeroBlock data={hero()} />, '/');
    const section = await screen.findByTestId('hero');
    const img = section.querySelector('picture img')!;
    expect(img).toHaveAttribute('width', '1920');
    expect(img).toHaveAttribute('height', '1080');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('alt', '');
    const sources = [...section.querySelectorAll('picture source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) {
      expect(source.getAttribute('sizes')).toBe('100vw');
      expect(source.getAttribute('srcset')).toMatch(/ 640w, .* 960w, .* 1280w, .* 1920w$/);
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Vind je zaal' })).toBeInTheDocument();
  });

  it('uses the CMS image when the block has one', async () => {
    renderPage(<HeroBlock data={hero({ image_url: '/api/image/9/' })} />, '/');
    const img = (await screen.findByTestId('hero')).querySelector('picture img')!;
    expect(img).toHaveAttribute('src', '/api/image/9/');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '1920');
    expect(screen.getByTestId('hero').querySelector('source')).toBeNull();
  });
});
