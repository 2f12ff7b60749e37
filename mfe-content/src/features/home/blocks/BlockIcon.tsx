import styled from 'styled-components';

/** Simple line icons for the CMS icon names (WHAT_WE_DO items, ICON_TITLE blocks). */
const PATHS: Record<string, string> = {
  connect: 'M7 12h10M4 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0M14 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
  account: 'M12 12a4 4 0 1 0 0-8a4 4 0 0 0 0 8zM4 20c1-4 4.5-6 8-6s7 2 8 6',
  no_double_booking: 'M4 6h16v14H4zM4 10h16M9 13l6 5M15 13l-6 5',
  book_directly: 'M13 3L5 14h6l-1 7l8-11h-6z',
};
const FALLBACK = 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 8v5M12 16v.5';

const Circle = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

export function BlockIcon({ name }: { name: string }) {
  return (
    <Circle aria-hidden="true" data-icon={name}>
      <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d={PATHS[name] ?? FALLBACK} />
      </svg>
    </Circle>
  );
}
