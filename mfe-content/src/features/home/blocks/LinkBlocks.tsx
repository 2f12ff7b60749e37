import styled from 'styled-components';
import { Link } from '@zaalplek/platform';
import { asData, itemsOf, type NavigationData, type SocialLinksData } from './blockData';
import { Section } from './styles';

const Row = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
`;

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');
const isSafeExternal = (href: string) => /^https?:\/\//i.test(href);

export function NavigationBlock({ data }: { data: unknown }) {
  const items = itemsOf(asData<NavigationData>(data)).filter((i) => isInternal(i.href) || isSafeExternal(i.href));
  if (items.length === 0) return null;
  return (
    <Section as="nav">
      <Row>
        {items.map((item) => (
          <li key={item.href}>
            {isInternal(item.href) ? <Link to={item.href}>{item.label}</Link> : <a href={item.href}>{item.label}</a>}
          </li>
        ))}
      </Row>
    </Section>
  );
}

export function SocialLinksBlock({ data }: { data: unknown }) {
  const items = itemsOf(asData<SocialLinksData>(data)).filter((i) => isSafeExternal(i.url));
  if (items.length === 0) return null;
  return (
    <Section>
      <Row>
        {items.map((item) => (
          <li key={item.url}>
            <a href={item.url} target="_blank" rel="noopener noreferrer">
              {item.network.charAt(0).toUpperCase() + item.network.slice(1)}
            </a>
          </li>
        ))}
      </Row>
    </Section>
  );
}
