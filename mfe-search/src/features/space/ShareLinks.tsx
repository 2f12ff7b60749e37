import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@zaalplek/design-system';
import { dispatchZaalplekEvent } from '@zaalplek/platform';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
  }
`;

/** Share targets of the spec: facebook, twitter, linkedin, e-mail, plus copy link (with a toast). */
export function shareUrls(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    email: `mailto:?subject=${t}&body=${u}`,
  };
}

export function ShareLinks({ title }: { title: string }) {
  const intl = useIntl();
  const url = window.location.href.replace(/[?#].*$/, '');
  const urls = shareUrls(url, title);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      dispatchZaalplekEvent('zaalplek:toast', { message: intl.formatMessage({ id: 'ShareLinks.copied', defaultMessage: 'Link gekopieerd' }), kind: 'success' });
    } catch {
      dispatchZaalplekEvent('zaalplek:toast', { message: intl.formatMessage({ id: 'ShareLinks.copyFailed', defaultMessage: 'De link kon niet worden gekopieerd' }), kind: 'error' });
    }
  };
  return (
    <section aria-labelledby="share-title" data-testid="share-links">
      <h3 id="share-title">{intl.formatMessage({ id: 'ShareLinks.title', defaultMessage: 'Delen' })}</h3>
      <List>
        {(['facebook', 'twitter', 'linkedin'] as const).map((key) => (
          <li key={key}>
            <a href={urls[key]} target="_blank" rel="noopener noreferrer">
              {intl.formatMessage({ id: `ShareLinks.${key}` })}
            </a>
          </li>
        ))}
        <li>
          <a href={urls.email}>{intl.formatMessage({ id: 'ShareLinks.email', defaultMessage: 'E-mail' })}</a>
        </li>
        <li>
          <Button size="sm" variant="secondary" onClick={copy}>
            {intl.formatMessage({ id: 'ShareLinks.copy', defaultMessage: 'Link kopiëren' })}
          </Button>
        </li>
      </List>
    </section>
  );
}
