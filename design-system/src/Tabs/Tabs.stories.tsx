import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Tabs } from './Tabs';

const meta: Meta<typeof Tabs> = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Profiel',
    tabs: [
      { id: 'organisation', label: 'Organisatie', content: <p>Naam, KvK-nummer en adres van je organisatie.</p> },
      { id: 'social', label: 'Social media', content: <p>Links naar je kanalen.</p> },
      { id: 'payout', label: 'Uitbetaling', content: <p>IBAN en tenaamstelling.</p> },
      { id: 'team', label: 'Team', content: <p>Teamleden en rollen.</p> },
    ],
  },
};
export default meta;
type Story = StoryObj<typeof Tabs>;

export const Playground: Story = {};
export const Preselected: Story = { args: { defaultValue: 'payout' } };
export const WithDisabledTab: Story = {
  args: {
    tabs: [
      { id: 'a', label: 'Actief', content: <p>Actieve boekingen</p> },
      { id: 'b', label: 'Archief', content: <p>Archief</p>, disabled: true },
      { id: 'c', label: 'Geannuleerd', content: <p>Geannuleerde boekingen</p> },
    ],
  },
};
