import type { MessageDescriptor } from 'react-intl';

export const profileMessages = {
  menuLabel: { id: 'ProfilePage.menuLabel', defaultMessage: 'Profiel' },
  tabAccount: { id: 'ProfilePage.tabAccount', defaultMessage: 'Account' },
  tabNotifications: { id: 'ProfilePage.tabNotifications', defaultMessage: 'Notificaties' },
  tabHistory: { id: 'ProfilePage.tabHistory', defaultMessage: 'Geschiedenis' },
  loadFailed: { id: 'ProfilePage.loadFailed', defaultMessage: 'Je gegevens konden niet worden geladen.' },
} satisfies Record<string, MessageDescriptor>;

export const accountMessages = {
  title: { id: 'AccountPage.title', defaultMessage: 'Mijn account' },
  firstName: { id: 'AccountPage.firstName', defaultMessage: 'Voornaam' },
  lastName: { id: 'AccountPage.lastName', defaultMessage: 'Achternaam' },
  email: { id: 'AccountPage.email', defaultMessage: 'E-mailadres' },
  emailHint: { id: 'AccountPage.emailHint', defaultMessage: 'Een nieuw e-mailadres bevestig je via een link die we ernaar sturen.' },
  pendingEmail: { id: 'AccountPage.pendingEmail', defaultMessage: 'We hebben een bevestigingslink gestuurd naar {email}.' },
  phone: { id: 'AccountPage.phone', defaultMessage: 'Telefoonnummer' },
  phoneHint: { id: 'AccountPage.phoneHint', defaultMessage: 'Begin met + en je landcode, bijvoorbeeld +31612345678' },
  pendingPhone: { id: 'AccountPage.pendingPhone', defaultMessage: 'We hebben een sms-code gestuurd naar {phone}.' },
  phoneCode: { id: 'AccountPage.phoneCode', defaultMessage: 'Sms-code' },
  verifyPhone: { id: 'AccountPage.verifyPhone', defaultMessage: 'Telefoonnummer bevestigen' },
  phoneVerified: { id: 'AccountPage.phoneVerified', defaultMessage: 'Je telefoonnummer is bevestigd.' },
  locale: { id: 'AccountPage.locale', defaultMessage: 'Taal' },
  localeNl: { id: 'AccountPage.localeNl', defaultMessage: 'Nederlands' },
  localeEn: { id: 'AccountPage.localeEn', defaultMessage: 'Engels' },
  marketing: { id: 'AccountPage.marketing', defaultMessage: 'Stuur me af en toe nieuws en aanbiedingen' },
  save: { id: 'AccountPage.save', defaultMessage: 'Opslaan' },
  saved: { id: 'AccountPage.saved', defaultMessage: 'Je gegevens zijn opgeslagen.' },
  avatar: { id: 'AccountPage.avatar', defaultMessage: 'Profielfoto' },
  avatarAlt: { id: 'AccountPage.avatarAlt', defaultMessage: 'Je profielfoto' },
  avatarUpload: { id: 'AccountPage.avatarUpload', defaultMessage: 'Foto uploaden' },
  avatarHint: { id: 'AccountPage.avatarHint', defaultMessage: 'JPEG, PNG, SVG of WEBP, max. 20 MB, minimaal 641 x 427 pixels, verhouding 1,3 tot 1,8.' },
  avatarSaved: { id: 'AccountPage.avatarSaved', defaultMessage: 'Je profielfoto is bijgewerkt.' },
  avatarRemove: { id: 'AccountPage.avatarRemove', defaultMessage: 'Foto verwijderen' },
  avatarRemoved: { id: 'AccountPage.avatarRemoved', defaultMessage: 'Je profielfoto is verwijderd.' },
  role: { id: 'AccountPage.role', defaultMessage: 'Rol' },
  roleGuest: { id: 'AccountPage.roleGuest', defaultMessage: 'Je gebruikt Zaalplek als gast (je boekt ruimtes).' },
  roleHost: { id: 'AccountPage.roleHost', defaultMessage: 'Je gebruikt Zaalplek als verhuurder.' },
  switchToHost: { id: 'AccountPage.switchToHost', defaultMessage: 'Overschakelen naar verhuurder' },
  switchToGuest: { id: 'AccountPage.switchToGuest', defaultMessage: 'Overschakelen naar gast' },
  deleteTitle: { id: 'AccountPage.deleteTitle', defaultMessage: 'Account verwijderen' },
  deleteBody: { id: 'AccountPage.deleteBody', defaultMessage: 'Weet je zeker dat je je account wilt verwijderen? Dit kan niet ongedaan worden gemaakt.' },
  deleteConfirm: { id: 'AccountPage.deleteConfirm', defaultMessage: 'Ja, verwijder mijn account' },
  cancel: { id: 'AccountPage.cancel', defaultMessage: 'Annuleren' },
  deleteRejected: { id: 'AccountPage.deleteRejected', defaultMessage: 'Je account kan niet worden verwijderd zolang je actieve boekingen hebt.' },
  deleted: { id: 'AccountPage.deleted', defaultMessage: 'Account succesvol verwijderd' },
} satisfies Record<string, MessageDescriptor>;

export const notificationMessages = {
  title: { id: 'NotificationSettingsPage.title', defaultMessage: 'Notificaties' },
  intro: { id: 'NotificationSettingsPage.intro', defaultMessage: 'Kies per gebeurtenis of je een e-mail of sms krijgt. Belangrijke berichten kun je niet uitzetten.' },
  event: { id: 'NotificationSettingsPage.event', defaultMessage: 'Gebeurtenis' },
  email: { id: 'NotificationSettingsPage.email', defaultMessage: 'E-mail' },
  sms: { id: 'NotificationSettingsPage.sms', defaultMessage: 'Sms' },
  locked: { id: 'NotificationSettingsPage.locked', defaultMessage: 'Altijd aan' },
  channelFor: { id: 'NotificationSettingsPage.channelFor', defaultMessage: '{channel} bij {event}' },
  empty: { id: 'NotificationSettingsPage.empty', defaultMessage: 'Er zijn geen instellingen.' },
  saved: { id: 'NotificationSettingsPage.saved', defaultMessage: 'Je voorkeur is opgeslagen.' },
} satisfies Record<string, MessageDescriptor>;

export const historyMessages = {
  title: { id: 'HistoryPage.title', defaultMessage: 'Geschiedenis' },
  caption: { id: 'HistoryPage.caption', defaultMessage: 'Je afgelopen boekingen' },
  empty: { id: 'HistoryPage.empty', defaultMessage: 'Je hebt nog geen afgelopen boekingen.' },
} satisfies Record<string, MessageDescriptor>;
