import { CHAT_MAIL_GRACE_MS, CHAT_MAIL_QUIET_MS, CHAT_MESSAGE_MAX, channelIdOf, chatMailDue, checkChatMessage, entityIdOf, sideOf } from './chatRules';

describe('checkChatMessage', () => {
  it('trims and keeps line breaks', () => {
    expect(checkChatMessage('  Hallo\r\nis er een beamer?  ')).toEqual({ body: 'Hallo\nis er een beamer?' });
  });
  it('refuses empty, too long and code-like text', () => {
    expect(checkChatMessage('   ')).toEqual({ field: 'body', key: 'required' });
    expect(checkChatMessage(undefined)).toEqual({ field: 'body', key: 'required' });
    expect(checkChatMessage('a'.repeat(CHAT_MESSAGE_MAX))).toEqual({ body: 'a'.repeat(CHAT_MESSAGE_MAX) });
    expect(checkChatMessage('a'.repeat(CHAT_MESSAGE_MAX + 1))).toEqual({ field: 'body', key: 'max_length', meta: { max: CHAT_MESSAGE_MAX } });
    expect(checkChatMessage('<script>alert(1)</script>')).toEqual({ field: 'body', key: 'code_injection' });
    expect(checkChatMessage('kijk ${process.env}')).toEqual({ field: 'body', key: 'code_injection' });
  });
  it('counts characters, not UTF-16 units', () => {
    expect(checkChatMessage('😀'.repeat(CHAT_MESSAGE_MAX))).toEqual({ body: '😀'.repeat(CHAT_MESSAGE_MAX) });
  });
});

describe('channel ids', () => {
  it('one per booking, per guest and space or venue, per account (and booking) for support', () => {
    expect(channelIdOf('BOOKING', 7, { bookingId: 12 })).toBe('booking-12');
    expect(channelIdOf('SPACE', 7, { spaceId: 3 })).toBe('space-3-7');
    expect(channelIdOf('VENUE', 7, { venueId: 4 })).toBe('venue-4-7');
    expect(channelIdOf('SUPPORT', 7, {})).toBe('support-7');
    expect(channelIdOf('SUPPORT', 7, { bookingId: 12 })).toBe('support-7-booking-12');
    expect(entityIdOf('SPACE', { spaceId: 3 })).toBe(3);
    expect(entityIdOf('SUPPORT', {})).toBeNull();
  });
});

describe('sideOf', () => {
  const none = { isOwner: false, isHost: false, isSupportStaff: false, isAdmin: false };
  it('guest, host, support, admin', () => {
    expect(sideOf('SPACE', { ...none, isOwner: true })).toBe('GUEST');
    expect(sideOf('SPACE', { ...none, isHost: true })).toBe('HOST');
    expect(sideOf('SUPPORT', { ...none, isHost: true })).toBeNull();
    expect(sideOf('SUPPORT', { ...none, isSupportStaff: true })).toBe('SUPPORT');
    expect(sideOf('BOOKING', { ...none, isSupportStaff: true })).toBeNull();
    expect(sideOf('BOOKING', { ...none, isAdmin: true })).toBe('SUPPORT');
    expect(sideOf('VENUE', none)).toBeNull();
  });
});

describe('chatMailDue', () => {
  const now = 10_000_000;
  it('waits for the grace time, skips online accounts and mails once per quiet period', () => {
    expect(chatMailDue({ now, oldestUnmailed: now - CHAT_MAIL_GRACE_MS, lastMailed: null, lastSeen: null })).toBe(true);
    expect(chatMailDue({ now, oldestUnmailed: now - CHAT_MAIL_GRACE_MS + 1, lastMailed: null, lastSeen: null })).toBe(false);
    expect(chatMailDue({ now, oldestUnmailed: now - CHAT_MAIL_GRACE_MS, lastMailed: null, lastSeen: now - 1000 })).toBe(false);
    expect(chatMailDue({ now, oldestUnmailed: now - CHAT_MAIL_GRACE_MS, lastMailed: now - CHAT_MAIL_QUIET_MS + 1, lastSeen: null })).toBe(false);
    expect(chatMailDue({ now, oldestUnmailed: now - CHAT_MAIL_GRACE_MS, lastMailed: now - CHAT_MAIL_QUIET_MS, lastSeen: null })).toBe(true);
  });
});
