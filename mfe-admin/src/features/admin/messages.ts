import type { MessageDescriptor } from 'react-intl';
import type { AdminTab } from './tabs';

export const adminMessages = {
  title: { id: 'AdminPage.title', defaultMessage: 'Beheer' },
  tabsLabel: { id: 'AdminPage.tabsLabel', defaultMessage: 'Beheeronderdelen' },
  contentEditor: { id: 'AdminPage.contentEditor', defaultMessage: 'Content bewerken (pagina’s, blog, helpdesk, steden)' },
} satisfies Record<string, MessageDescriptor>;

export const adminTabMessages = {
  users: { id: 'AdminPage.tab.users', defaultMessage: 'Gebruikers' },
  cities: { id: 'AdminPage.tab.cities', defaultMessage: 'Steden' },
  feedback: { id: 'AdminPage.tab.feedback', defaultMessage: 'Feedback' },
  reviews: { id: 'AdminPage.tab.reviews', defaultMessage: 'Beoordelingen' },
  'highlighted-locations': { id: 'AdminPage.tab.highlightedLocations', defaultMessage: 'Uitgelichte locaties' },
  payouts: { id: 'AdminPage.tab.payouts', defaultMessage: 'Uitbetalingen' },
  spaces: { id: 'AdminPage.tab.spaces', defaultMessage: 'Ruimtes' },
  vendors: { id: 'AdminPage.tab.vendors', defaultMessage: 'Verhuurders' },
  'act-as-log': { id: 'AdminPage.tab.actAsLog', defaultMessage: 'Meekijklog' },
} satisfies Record<AdminTab, MessageDescriptor>;
