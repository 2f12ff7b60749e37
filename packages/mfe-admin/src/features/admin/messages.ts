import { defineMessages } from 'react-intl';
import type { AdminTab } from './tabs';

export const adminMessages = defineMessages({
  title: { id: 'AdminPage.title', defaultMessage: 'Beheer' },
  tabsLabel: { id: 'AdminPage.tabsLabel', defaultMessage: 'Beheeronderdelen' },
});

export const adminTabMessages: Record<AdminTab, { id: string; defaultMessage: string }> = defineMessages({
  users: { id: 'AdminPage.tab.users', defaultMessage: 'Gebruikers' },
  cities: { id: 'AdminPage.tab.cities', defaultMessage: 'Steden' },
  feedback: { id: 'AdminPage.tab.feedback', defaultMessage: 'Feedback' },
  'highlighted-locations': { id: 'AdminPage.tab.highlightedLocations', defaultMessage: 'Uitgelichte locaties' },
  payouts: { id: 'AdminPage.tab.payouts', defaultMessage: 'Uitbetalingen' },
  spaces: { id: 'AdminPage.tab.spaces', defaultMessage: 'Ruimtes' },
  vendors: { id: 'AdminPage.tab.vendors', defaultMessage: 'Verhuurders' },
});
