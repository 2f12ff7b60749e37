import { chatDigestMail } from './mail';

describe('unread chat e-mail', () => {
  const link = 'https://zaalplek.nl/chat';

  it('counts messages and conversations in Dutch, one and many', () => {
    const one = chatDigestMail('nl', { firstName: 'Sanne', messages: 1, channels: 1, link });
    expect(one.subject).toBe('Je hebt een nieuw chatbericht op Zaalplek');
    expect(one.text).toContain('Hoi Sanne,');
    expect(one.text).toContain('Er staat 1 ongelezen bericht voor je klaar in 1 gesprek.');
    const many = chatDigestMail('nl', { firstName: null, messages: 3, channels: 2, link });
    expect(many.subject).toBe('Je hebt 3 nieuwe chatberichten op Zaalplek');
    expect(many.text).toContain('Hoi daar,');
    expect(many.text).toContain('Er staan 3 ongelezen berichten voor je klaar in 2 gesprekken.');
    expect(many.text).toContain(link);
  });

  it('is written in English for English accounts, with the link as a button', () => {
    const mail = chatDigestMail('en', { firstName: ' ', messages: 2, channels: 1, link });
    expect(mail.subject).toBe('You have 2 new chat messages on Zaalplek');
    expect(mail.text).toContain('Hi there,');
    expect(mail.text).toContain('2 unread messages are waiting for you in 1 conversation.');
    expect(mail.html).toContain('>Go to the chat</a>');
  });

  it('escapes the name in the HTML part', () => {
    expect(chatDigestMail('nl', { firstName: '<b>Piet</b>', messages: 1, channels: 1, link }).html).toContain('Hoi &lt;b&gt;Piet&lt;/b&gt;,');
  });
});
