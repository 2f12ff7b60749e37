// The frame of the content editor: only for content editors and admins (others go to the not-found
// page, logged-out visitors to the login), a way back to the admin area and the sections as tabs.
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Spinner } from '@zaalplek/design-system';
import { Link, navigate, useCurrentUser, type Account } from '@zaalplek/platform';
import { EditorIntl } from './EditorIntl';
import { e } from './messages';
import { lm } from './locationMessages';
import { pm } from './pageMessages';
import { sm } from './socialMessages';

export const SECTIONS = ['pages', 'blog', 'how-to', 'helpdesk', 'locations', 'social'] as const;
export type Section = (typeof SECTIONS)[number];
export const isSection = (v: string | undefined): v is Section => (SECTIONS as readonly string[]).includes(v ?? '');
const SECTION_LABEL = { pages: pm.section, blog: e.blog, 'how-to': e.howTo, helpdesk: e.helpdesk, locations: lm.section, social: sm.section } as const;

/** The action of the API's role table that opens the editor (content editors and admins). */
export const EDITOR_ACTION = 'admin.content.update';

export const Page = styled.main`
  max-width: 1280px;
  margin: 0 auto;
  padding: 24px 16px 64px;
`;

const Nav = styled.nav`
  display: flex;
  gap: 16px;
  border-bottom: 1px solid #e3e5e8;
  margin: 16px 0 24px;
  a {
    padding: 8px 4px;
  }
  a[aria-current='page'] {
    font-weight: 700;
    border-bottom: 3px solid currentColor;
  }
`;

/** Leaves for another page (not found, login) once rendered. */
export function Away({ to }: { to: string }) {
  useEffect(() => navigate(to), [to]);
  return null;
}

/** Renders `children` for content editors and admins only, with the editor's texts. */
export function EditorFrame(props: { section: Section | null; children: ReactNode }) {
  return (
    <EditorIntl>
      <Frame {...props} />
    </EditorIntl>
  );
}

function Frame({ section, children }: { section: Section | null; children: ReactNode }) {
  const intl = useIntl();
  const current = useCurrentUser();
  // while the profile reloads (a refreshed token) the page stays as it is: no unmount, no lost input
  const seen = useRef<Account | null>(null);
  if (current.user) seen.current = current.user;
  const user = current.user ?? (current.loading ? seen.current : null);
  if (current.loading && !user) return <Spinner />;
  if (!user) return <Away to="/?authPopup=login" />;
  if (!(user.eventPermissions ?? []).includes(EDITOR_ACTION)) return <Away to="/not-found" />;
  return (
    <Page data-testid="content-editor">
      <p>
        <Link to="/admin">{intl.formatMessage(e.backToAdmin)}</Link>
      </p>
      <h1>{intl.formatMessage(e.title)}</h1>
      <Nav aria-label={intl.formatMessage(e.sectionsLabel)}>
        {SECTIONS.map((s) => (
          <Link key={s} to={`/admin/content/${s}`} aria-current={s === section ? 'page' : undefined}>
            {intl.formatMessage(SECTION_LABEL[s])}
          </Link>
        ))}
      </Nav>
      {children}
    </Page>
  );
}
