import type { MessageDescriptor } from 'react-intl';

// defaultMessage = nl; description = en.
export const teamMessages = {
  title: { id: 'Team.title', defaultMessage: 'Team', description: 'Team' },
  intro: {
    id: 'Team.intro',
    defaultMessage: 'Nodig collega’s uit om je te helpen met verhuren. Teamleden kunnen geen betaalgegevens wijzigen, geen ruimtes toevoegen of verwijderen en het account niet verwijderen.',
    description: 'Invite colleagues to help you with rentals. Team members cannot change payment details, add or delete spaces, or delete the account.',
  },
  emails: { id: 'Team.emails', defaultMessage: 'E-mailadressen', description: 'E-mail addresses' },
  emailsHint: { id: 'Team.emailsHint', defaultMessage: 'Scheid meerdere adressen met een komma.', description: 'Separate several addresses with a comma.' },
  emailsRequired: { id: 'Team.emailsRequired', defaultMessage: 'Vul minimaal één e-mailadres in', description: 'Enter at least one e-mail address' },
  emailInvalid: { id: 'Team.emailInvalid', defaultMessage: '{email} is geen geldig e-mailadres', description: '{email} is not a valid e-mail address' },
  role: { id: 'Team.role', defaultMessage: 'Rol', description: 'Role' },
  invite: { id: 'Team.invite', defaultMessage: 'Uitnodigen', description: 'Invite' },
  invited: { id: 'Team.invited', defaultMessage: '{count, plural, one {Uitnodiging verstuurd} other {# uitnodigingen verstuurd}}', description: '{count, plural, one {Invitation sent} other {# invitations sent}}' },
  caption: { id: 'Team.caption', defaultMessage: 'Teamleden', description: 'Team members' },
  colName: { id: 'Team.colName', defaultMessage: 'Naam', description: 'Name' },
  colEmail: { id: 'Team.colEmail', defaultMessage: 'E-mail', description: 'E-mail' },
  colRole: { id: 'Team.colRole', defaultMessage: 'Rol', description: 'Role' },
  colStatus: { id: 'Team.colStatus', defaultMessage: 'Status', description: 'Status' },
  colActions: { id: 'Team.colActions', defaultMessage: 'Acties', description: 'Actions' },
  statusINVITED: { id: 'Team.status.INVITED', defaultMessage: 'Uitgenodigd', description: 'Invited' },
  statusACCEPTED: { id: 'Team.status.ACCEPTED', defaultMessage: 'Actief', description: 'Active' },
  remove: { id: 'Team.remove', defaultMessage: 'Verwijderen', description: 'Remove' },
  removeTitle: { id: 'Team.removeTitle', defaultMessage: 'Teamlid verwijderen', description: 'Remove team member' },
  removeConfirm: { id: 'Team.removeConfirm', defaultMessage: 'Weet je zeker dat je {email} uit je team wilt verwijderen?', description: 'Are you sure you want to remove {email} from your team?' },
  removed: { id: 'Team.removed', defaultMessage: '{email} is verwijderd uit je team.', description: '{email} has been removed from your team.' },
  cancel: { id: 'Team.cancel', defaultMessage: 'Annuleren', description: 'Cancel' },
  empty: { id: 'Team.empty', defaultMessage: 'Je hebt nog geen teamleden.', description: 'You have no team members yet.' },
  loadError: { id: 'Team.loadError', defaultMessage: 'Sorry, er ging iets mis bij het laden van je team.', description: 'Sorry, something went wrong while loading your team.' },
  forbiddenAction: {
    id: 'Team.forbiddenAction',
    defaultMessage: 'Je hebt geen toestemming voor deze actie. Vraag de eigenaar van de organisatie.',
    description: 'You are not allowed to do this. Please ask the owner of the organisation.',
  },
  team_vendor_of_other_organisation: {
    id: 'Team.error.team_vendor_of_other_organisation',
    defaultMessage: '{email} is al verhuurder bij een andere organisatie en kan niet worden uitgenodigd.',
    description: '{email} is already a host of another organisation and cannot be invited.',
  },
  team_already_invited: { id: 'Team.error.team_already_invited', defaultMessage: '{email} is al uitgenodigd.', description: '{email} has already been invited.' },
  team_already_member: { id: 'Team.error.team_already_member', defaultMessage: '{email} is al lid van je organisatie.', description: '{email} is already a member of your organisation.' },
  team_owner_not_removable: { id: 'Team.error.team_owner_not_removable', defaultMessage: 'De eigenaar kan niet worden verwijderd.', description: 'The owner cannot be removed.' },
  // the invitation landing page
  invitationTitle: { id: 'TeamInvitation.title', defaultMessage: 'Uitnodiging voor een team', description: 'Team invitation' },
  invitationText: {
    id: 'TeamInvitation.text',
    defaultMessage: '{organisation} nodigt {email} uit als {role}.',
    description: '{organisation} invites {email} as {role}.',
  },
  invitationLogin: { id: 'TeamInvitation.login', defaultMessage: 'Log in of registreer met {email} om de uitnodiging te accepteren.', description: 'Log in or sign up with {email} to accept the invitation.' },
  invitationLoginButton: { id: 'TeamInvitation.loginButton', defaultMessage: 'Inloggen', description: 'Log in' },
  accept: { id: 'TeamInvitation.accept', defaultMessage: 'Uitnodiging accepteren', description: 'Accept the invitation' },
  accepted: { id: 'TeamInvitation.accepted', defaultMessage: 'Welkom in het team van {organisation}!', description: 'Welcome to the team of {organisation}!' },
  toBookings: { id: 'TeamInvitation.toBookings', defaultMessage: 'Naar de boekingen', description: 'Go to the bookings' },
  team_invitation_invalid: {
    id: 'TeamInvitation.error.team_invitation_invalid',
    defaultMessage: 'Deze uitnodiging is ongeldig, al gebruikt of verlopen.',
    description: 'This invitation is invalid, already used or expired.',
  },
  team_invitation_wrong_account: {
    id: 'TeamInvitation.error.team_invitation_wrong_account',
    defaultMessage: 'Deze uitnodiging is voor {email}. Log in met dat e-mailadres.',
    description: 'This invitation is for {email}. Please log in with that e-mail address.',
  },
} satisfies Record<string, MessageDescriptor>;

export const teamRoleMessages = {
  CLEANER: { id: 'TeamRole.CLEANER', defaultMessage: 'Schoonmaker', description: 'Cleaner' },
  FINANCE: { id: 'TeamRole.FINANCE', defaultMessage: 'Financiën', description: 'Finance' },
  KEY_MANAGER: { id: 'TeamRole.KEY_MANAGER', defaultMessage: 'Sleutelbeheerder', description: 'Key manager' },
  OWNER: { id: 'TeamRole.OWNER', defaultMessage: 'Eigenaar', description: 'Owner' },
  SUPPORT: { id: 'TeamRole.SUPPORT', defaultMessage: 'Support', description: 'Support' },
  VENUE_MANAGER: { id: 'TeamRole.VENUE_MANAGER', defaultMessage: 'Locatiemanager', description: 'Venue manager' },
} satisfies Record<string, MessageDescriptor>;
