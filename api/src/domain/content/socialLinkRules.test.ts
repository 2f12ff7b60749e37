import { validateSocialLinks, webAddress } from './socialLinkRules';

test('only http and https addresses with a host are web addresses', () => {
  expect(webAddress(' https://www.linkedin.com/company/zaalplek ')).toBe('https://www.linkedin.com/company/zaalplek');
  expect(webAddress('HTTP://facebook.com/zaalplek')).toBe('http://facebook.com/zaalplek');
  expect(webAddress('javascript:alert(1)')).toBeNull();
  expect(webAddress('ftp://files.zaalplek.nl')).toBeNull();
  expect(webAddress('/about-us')).toBeNull();
  expect(webAddress('https://localhost')).toBeNull();
  expect(webAddress(`https://x.nl/${'a'.repeat(500)}`)).toBeNull();
});

test('each network once, with a valid address', () => {
  expect(validateSocialLinks([{ network: 'linkedin', url: 'https://linkedin.com/z' }, { network: 'youtube', url: 'http://youtube.com/z' }])).toEqual({});
  expect(validateSocialLinks([
    { network: 'linkedin', url: 'https://linkedin.com/z' },
    { network: 'linkedin', url: 'javascript:alert(1)' },
    { network: 'myspace', url: ' ' },
  ])).toEqual({ 'links.1.network': 'duplicate', 'links.1.url': 'invalid_url', 'links.2.network': 'invalid_value', 'links.2.url': 'required' });
});
