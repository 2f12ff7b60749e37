import { reviewMail } from './reviewMails';

test('a rejected organisation is told why in Dutch, with its next step and the link to its organisation', () => {
  const mail = reviewMail('organisation_rejected', 'nl', { firstName: 'Anna', name: 'De Werf', reason: 'KvK-nummer ontbreekt' });
  expect(mail.subject).toBe('De Werf is niet goedgekeurd');
  expect(mail.text).toContain('Hoi Anna,');
  expect(mail.text).toContain('Je organisatie De Werf is gecontroleerd en niet goedgekeurd.');
  expect(mail.text).toContain('Reden: KvK-nummer ontbreekt');
  expect(mail.text).toContain('Pas je gegevens aan of neem contact op met support.');
  expect(mail.text).toMatch(/Naar je organisatie: \S+\/profile\/organisation/);
  expect(mail.text).not.toContain('/en/');
});

test('the same decision in English, under the English address', () => {
  const mail = reviewMail('organisation_rejected', 'en', { firstName: 'Anna', name: 'De Werf', reason: 'Chamber of Commerce number missing' });
  expect(mail.subject).toBe('De Werf was not approved');
  expect(mail.text).toContain('Hi Anna,');
  expect(mail.text).toContain('Reason: Chamber of Commerce number missing');
  expect(mail.text).toMatch(/Open your organisation: \S+\/en\/profile\/organisation/);
});

test('every decision has its own subject and text in nl and en; approvals carry no reason line', () => {
  const decisions = ['organisation_approved', 'organisation_rejected', 'organisation_banned', 'organisation_unbanned', 'space_rejected'] as const;
  for (const decision of decisions) {
    const nl = reviewMail(decision, 'nl', { firstName: 'Bo', name: 'Zaal 1', reason: null });
    const en = reviewMail(decision, 'en', { firstName: 'Bo', name: 'Zaal 1', reason: null });
    expect(nl.subject).toContain('Zaal 1');
    expect(en.subject).toContain('Zaal 1');
    expect(nl.subject).not.toBe(en.subject);
    expect(nl.text).not.toMatch(/Reden|Reason/);
  }
  expect(reviewMail('organisation_banned', 'en', { firstName: 'Bo', name: 'Zaal 1', reason: null }).subject).toBe('Zaal 1 is blocked');
  expect(reviewMail('space_rejected', 'nl', { firstName: 'Bo', name: 'Zaal 1', reason: null }).text).toContain('Je ruimte Zaal 1 is gecontroleerd en niet goedgekeurd.');
});

test('the reason is escaped in the HTML', () => {
  const mail = reviewMail('organisation_banned', 'nl', { firstName: 'Bo', name: 'Zaal 1', reason: '<script>x</script>' });
  expect(mail.html).toContain('Reden: &lt;script&gt;');
  expect(mail.html).not.toContain('<script>');
});
