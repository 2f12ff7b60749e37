import type { MessageDescriptor } from 'react-intl';

// defaultMessage = nl (the default locale); the en text is in messages/en.json.
export const teamMessages = {
  title: { id: 'Team.title', defaultMessage: 'Team' },
  intro: {
    id: 'Team.intro',
    defaultMessage: 'Nodig collega’s uit om je te helpen met verhuren. Teamleden kunnen geen betaalgegevens wijzigen, geen ruimtes toevoegen of verwijderen en het account niet verwijderen.',
  },
  emails: { id: 'Team.emails', defaultMessage: 'E-mailadressen' },
  emailsHint: { id: 'Team.emailsHint', defaultMessage: 'Scheid meerdere adressen met een komma.' },
  emailsRequired: { id: 'Team.emailsRequired', defaultMessage: 'Vul minimaal één e-mailadres in' },
  emailInvalid: { id: 'Team.emailInvalid', defaultMessage: '{email} is geen geldig e-mailadres' },
  role: { id: 'Team.role', defaultMessage: 'Rol' },
  invite: { id: 'Team.invite', defaultMessage: 'Uitnodigen' },
  invited: { id: 'Team.invited', defaultMessage: '{count, plural, one {Uitnodiging verstuurd} other {# uitnodigingen verstuurd}}' },
  caption: { id: 'Team.caption', defaultMessage: 'Teamleden' },
  colName: { id: 'Team.colName', defaultMessage: 'Naam' },
  colEmail: { id: 'Team.colEmail', defaultMessage: 'E-mail' },
  colRole: { id: 'Team.colRole', defaultMessage: 'Rol' },
  colStatus: { id: 'Team.colStatus', defaultMessage: 'Status' },
  colActions: { id: 'Team.colActions', defaultMessage: 'Acties' },
  statusINVITED: { id: 'Team.status.INVITED', defaultMessage: 'Uitgenodigd' },
  statusACCEPTED: { id: 'Team.status.ACCEPTED', defaultMessage: 'Actief' },
  remove: { id: 'Team.remove', defaultMessage: 'Verwijderen' },
  removeTitle: { id: 'Team.removeTitle', defaultMessage: 'Teamlid verwijderen' },
  removeConfirm: { id: 'Team.removeConfirm', defaultMessage: 'Weet je zeker dat je {email} uit je team wilt verwijderen?' },
  removed: { id: 'Team.removed', defaultMessage: '{email} is verwijderd uit je team.' },
  cancel: { id: 'Team.cancel', defaultMessage: 'Annuleren' },
  empty: { id: 'Team.empty', defaultMessage: 'Je hebt nog geen teamleden.' },
  loadError: { id: 'Team.loadError', defaultMessage: 'Sorry, er ging iets mis bij het laden van je team.' },
  forbiddenAction: {
    id: 'Team.forbiddenAction',
    defaultMessage: 'Je hebt geen toestemming voor deze actie. Vraag de eigenaar van de organisatie.',
  },
  team_vendor_of_other_organisation: {
    id: 'Team.error.team_vendor_of_other_organisation',
    defaultMessage: '{email} is al verhuurder bij een andere organisatie en kan niet worden uitgenodigd.',
  },
  team_already_invited: { id: 'Team.error.team_already_invited', defaultMessage: '{email} is al uitgenodigd.' },
  team_already_member: { id: 'Team.error.team_already_member', defaultMessage: '{email} is al lid van je organisatie.' },
  team_owner_not_removable: { id: 'Team.error.team_owner_not_removable', defaultMessage: 'De eigenaar kan niet worden verwijderd.' },
  // the invitation landing page
  invitationTitle: { id: 'TeamInvitation.title', defaultMessage: 'Uitnodiging voor een team' },
  invitationText: {
    id: 'TeamInvitation.text',
    defaultMessage: '{organisation} nodigt {email} uit als {role}.',
  },
  invitationLogin: { id: 'TeamInvitation.login', defaultMessage: 'Log in of registreer met {email} om de uitnodiging te accepteren.' },
  invitationLoginButton: { id: 'TeamInvitation.loginButton', defaultMessage: 'Inloggen' },
  accept: { id: 'TeamInvitation.accept', defaultMessage: 'Uitnodiging accepteren' },
  accepted: { id: 'TeamInvitation.accepted', defaultMessage: 'Welkom in het team van {organisation}!' },
  toBookings: { id: 'TeamInvitation.toBookings', defaultMessage: 'Naar de boekingen' },
  team_invitation_invalid: {
    id: 'TeamInvitation.error.team_invitation_invalid',
    defaultMessage: 'Deze uitnodiging is ongeldig, al gebruikt of verlopen.',
  },
  team_invitation_wrong_account: {
    id: 'TeamInvitation.error.team_invitation_wrong_account',
    defaultMessage: 'Deze uitnodiging is voor {email}. Log in met dat e-mailadres.',
  },
} satisfies Record<string, MessageDescriptor>;

export const teamRoleMessages = {
  CLEANER: { id: 'TeamRole.CLEANER', defaultMessage: 'Schoonmaker' },
  FINANCE: { id: 'TeamRole.FINANCE', defaultMessage: 'Financiën' },
  KEY_MANAGER: { id: 'TeamRole.KEY_MANAGER', defaultMessage: 'Sleutelbeheerder' },
  OWNER: { id: 'TeamRole.OWNER', defaultMessage: 'Eigenaar' },
  SUPPORT: { id: 'TeamRole.SUPPORT', defaultMessage: 'Support' },
  VENUE_MANAGER: { id: 'TeamRole.VENUE_MANAGER', defaultMessage: 'Locatiemanager' },
} satisfies Record<string, MessageDescriptor>;
