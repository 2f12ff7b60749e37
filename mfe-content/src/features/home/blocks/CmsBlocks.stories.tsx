import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SpaceCardSlider } from '../../content/SpaceSlider';
import type { CmsBlock } from '../types';
import { CmsBlocks } from './CmsBlocks';

/** The CMS blocks of mfe-content's pages (spec: hero image, slider of space cards, text, video, social links, navigation, FAQ, icon with title, headline). */
const meta: Meta<typeof CmsBlocks> = {
  title: 'Content/CMS blocks',
  component: CmsBlocks,
  args: { renderSlider: () => null },
};
export default meta;
type Story = StoryObj<typeof CmsBlocks>;

const one = (block_type: string, data: object): CmsBlock[] => [{ block_id: 1, block_type, position: 1, data } as CmsBlock];

const CARDS = [
  { space_id: 1, space_name: 'Werfkelder aan de Oudegracht', space_url: '/space/a1/werfkelder/1', city: 'Utrecht', venue_name: 'De Werf', max_guests: 24, half_day_price: 34500 },
  { space_id: 2, space_name: 'Boardroom Zuidas', space_url: '/space/a2/boardroom/2', city: 'Amsterdam', venue_name: 'Toren Zuid', max_guests: 12, half_day_price: 42000 },
  { space_id: 3, space_name: 'Trainingszaal Strijp-S', space_url: '/space/a3/trainingszaal/3', city: 'Eindhoven', venue_name: 'Klokgebouw', max_guests: 30, half_day_price: 29500 },
  { space_id: 4, space_name: 'Theaterzaal Blijdorp', space_url: '/space/a4/theaterzaal/4', city: 'Rotterdam', venue_name: 'Het Park', max_guests: 120, half_day_price: 89000 },
];

/** With a call to action instead of the search form (the vendor landing). */
export const HeroImage: Story = { args: { blocks: one('HERO', { title: 'Verhuur je ruimte via Zaalplek', subtitle: 'Bereik duizenden organisatoren', cta_label: 'Word verhuurder', cta_href: '/vendor/onboarding' }) } };
/** 3 cards at once from 1201 px wide, 1 below (resize the preview). */
export const SliderOfSpaceCards: Story = {
  args: {
    blocks: one('SLIDER', { title: 'Uitgelichte ruimtes', source: 'top_spaces' }),
    renderSlider: (slider) => <SpaceCardSlider title={slider.title} cards={CARDS} locale="nl" />,
  },
};
export const Text: Story = { args: { blocks: one('TEXT', { title: 'Over Zaalplek', html: '<p>Zaalplek brengt <strong>organisatoren</strong> en <em>verhuurders</em> samen.</p><ul><li>Echte beschikbaarheid</li><li>Heldere prijzen</li></ul>' }) } };
/** 720 px high, 360 px on a phone. */
export const Video: Story = { args: { blocks: one('VIDEO', { title: 'Een rondleiding', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }) } };
export const SocialLinks: Story = {
  args: { blocks: one('SOCIAL_LINKS', { items: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/zaalplek' }, { network: 'instagram', url: 'https://www.instagram.com/zaalplek' }] }) },
};
export const Navigation: Story = {
  args: { blocks: one('NAVIGATION', { title: 'Zaalplek', items: [{ label: 'Over ons', href: '/about-us' }, { label: 'Blog', href: '/blog' }, { label: 'Helpdesk', href: '/helpdesk' }] }) },
};
export const FaqQuestions: Story = {
  args: {
    blocks: one('FAQ', {
      title: 'Veelgestelde vragen',
      items: [
        { question: 'Kan ik kosteloos annuleren?', answer: 'Dat hangt af van de annuleringsregel van de ruimte.' },
        { question: 'Is koffie inbegrepen?', answer: 'Bij de meeste ruimtes wel; je ziet het op de ruimtepagina.' },
      ],
    }),
  },
};
export const IconWithTitle: Story = { args: { blocks: one('ICON_TITLE', { icon: 'calendar', title: 'Direct boeken', text: 'Je boeking is meteen bevestigd.' }) } };
export const Headline: Story = { args: { blocks: one('HEADLINE', { title: 'Waarom Zaalplek?', subtitle: 'Transparante prijzen en echte beschikbaarheid' }) } };
