import { hostSideCan, TEAM_ROLE_ACTIONS, type TeamRole } from '../../auth/permissions';
import { DOCUMENT_AUDIENCE, guestDocumentTypes, hostDocumentTypes } from './audience';
import { INVOICE_TYPES } from './numbering';

describe('finance document audience', () => {
  it('every document type has an audience', () => {
    expect(Object.keys(DOCUMENT_AUDIENCE).sort()).toEqual([...INVOICE_TYPES].sort());
  });

  it('a guest gets the invoice, proof of payment and refund note, never the payout statement', () => {
    expect(guestDocumentTypes().sort()).toEqual(['INVOICE', 'PROOF_OF_PAYMENT', 'REFUND']);
  });

  it.each<[TeamRole | 'OWNER_ACCOUNT', string[]]>([
    ['OWNER_ACCOUNT', ['INVOICE', 'PAYOUT', 'PROOF_OF_PAYMENT', 'REFUND']],
    ['OWNER', ['INVOICE', 'PAYOUT', 'PROOF_OF_PAYMENT', 'REFUND']],
    ['FINANCE', ['INVOICE', 'PAYOUT', 'PROOF_OF_PAYMENT', 'REFUND']],
    ['VENUE_MANAGER', ['INVOICE', 'PROOF_OF_PAYMENT', 'REFUND']],
    ['SUPPORT', ['INVOICE', 'PROOF_OF_PAYMENT', 'REFUND']],
    ['KEY_MANAGER', []],
    ['CLEANER', []],
  ])('host side %s sees %j', (role, types) => {
    const side = role === 'OWNER_ACCOUNT' ? ({ kind: 'OWNER_ACCOUNT' } as const) : ({ kind: 'TEAM', teamRole: role } as const);
    expect(hostDocumentTypes((a) => hostSideCan(side, a)).sort()).toEqual(types);
  });

  it('covers every team role', () => {
    expect(Object.keys(TEAM_ROLE_ACTIONS).sort()).toEqual(['CLEANER', 'FINANCE', 'KEY_MANAGER', 'OWNER', 'SUPPORT', 'VENUE_MANAGER']);
  });
});
