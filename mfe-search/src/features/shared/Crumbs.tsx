import { Breadcrumbs } from '@zaalplek/design-system';
import { localePath, navigate, useLocale } from '@zaalplek/platform';
import type { Crumb } from './geoCrumbs';

/** Design-system breadcrumbs with localised hrefs and single-spa navigation. */
export function Crumbs({ items }: { items: Crumb[] }) {
  const locale = useLocale();
  return (
    <Breadcrumbs
      items={items.map((item) => (item.href ? { ...item, href: localePath(item.href, locale) } : item))}
      onNavigate={navigate}
    />
  );
}
