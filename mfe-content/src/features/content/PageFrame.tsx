import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Breadcrumbs, Button, EmptyState, Spinner } from '@zaalplek/design-system';
import { localePath, navigate, replaceRoute, useDocumentMeta } from '@zaalplek/platform';
import { m } from './messages';

export const Main = styled.main`
  max-width: 1168px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(8)};
`;

export const Lead = styled.p`
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 760px;
`;

export const CardGrid = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(5)} 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

export const Card = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  h2, h3 { margin: 0 0 ${({ theme }) => theme.space(2)}; font-size: ${({ theme }) => theme.typography.fontSize.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export const LinkList = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  a { display: inline-flex; min-height: 44px; align-items: center; }
`;

export interface Crumb { label: string; href?: string }

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
`;

/** Home › ... crumbs, localised links, single-page navigation. */
export function PageCrumbs({ items }: { items: Crumb[] }) {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'nl';
  const all = [{ label: intl.formatMessage(m.home), href: '/' }, ...items];
  // the design system's Breadcrumbs is the labelled navigation landmark itself
  return <Breadcrumbs items={all.map((c, i) => ({ label: c.label, href: i < all.length - 1 && c.href ? localePath(c.href, locale) : undefined }))} onNavigate={navigate} />;
}

export interface LoadState {
  isLoading: boolean;
  isError: boolean;
  /** loaded and the API answered null: unknown or unpublished */
  isMissing: boolean;
  refetch: () => void;
}

/**
 * Loading, error and not-found handling of a content page; the page's title and description.
 * An unknown slug goes to the not-found page (spec: 404 -> not-found), replacing the URL.
 */
export function PageState({ state, title, description, children }: { state: LoadState; title?: string | null; description?: string | null; children: () => ReactNode }) {
  const intl = useIntl();
  useDocumentMeta(title ? `${title} | Zaalplek` : null, description);
  useEffect(() => {
    if (state.isMissing) replaceRoute('/not-found');
  }, [state.isMissing]);
  if (state.isLoading || state.isMissing) {
    return (
      <Center>
        <Spinner size="lg" />
      </Center>
    );
  }
  if (state.isError) {
    return (
      <Center>
        <EmptyState
          title={intl.formatMessage(m.loadError)}
          description={intl.formatMessage(m.loadErrorText)}
          action={<Button onClick={() => state.refetch()}>{intl.formatMessage(m.retry)}</Button>}
        />
      </Center>
    );
  }
  return <>{children()}</>;
}

/** After a rename (or the other locale's slug) the API answers with the current slug: show it in the URL. */
export function useCanonicalSlug(asked: string | undefined, current: string | undefined, path: (slug: string) => string) {
  useEffect(() => {
    if (asked && current && asked !== current) replaceRoute(path(current));
  }, [asked, current, path]);
}

/** The token of an editor's preview link (`?preview=`), or null. */
export function usePreviewToken(): string | null {
  const [params] = useSearchParams();
  return params.get('preview');
}

/** Above a page opened through a preview link: this is the draft, not what visitors see. */
export function PreviewBanner({ token }: { token: string | null }) {
  const intl = useIntl();
  return token ? <PreviewNote role="status" data-testid="preview-banner">{intl.formatMessage(m.previewBanner)}</PreviewNote> : null;
}

const PreviewNote = styled.p`
  background: #fff4d6;
  border: 1px solid #e6c15a;
  border-radius: 4px;
  padding: 8px 12px;
`;

export function useLocaleKey(): 'nl' | 'en' {
  return useIntl().locale === 'en' ? 'en' : 'nl';
}
