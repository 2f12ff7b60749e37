import styled from 'styled-components';
import { Breadcrumbs } from '@zaalplek/design-system';
import { localePath, navigate, useLocale } from '@zaalplek/platform';
import type { Crumb } from './geoCrumbs';

// Links are tap targets of at least 44 px (phones).
const TappableBreadcrumbs = styled(Breadcrumbs)`
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/** Design-system breadcrumbs with localised hrefs and single-spa navigation. */
export function Crumbs({ items }: { items: Crumb[] }) {
  const locale = useLocale();
  return (
    <TappableBreadcrumbs
      items={items.map((item) => (item.href ? { ...item, href: localePath(item.href, locale) } : item))}
      onNavigate={navigate}
    />
  );
}
