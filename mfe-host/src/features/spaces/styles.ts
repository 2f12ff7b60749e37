import styled from 'styled-components';

export const Page = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)};
`;

export const VenueCard = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
`;

export const VenueHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

export const SpaceList = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
`;

export const SpaceRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
`;

export const SpaceName = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  flex: 1 1 200px;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Tone = 'success' | 'muted' | 'accent' | 'info';
const toneColors = {
  success: ['successSoft', 'success'],
  muted: ['surfaceMuted', 'textMuted'],
  accent: ['accentSoft', 'accent'],
  info: ['infoSoft', 'info'],
} as const;

/** A small status label (active/inactive, DIRECT/MANUAL, venue status). */
export const Badge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  background: ${({ theme, $tone }) => theme.colors[toneColors[$tone][0]]};
  color: ${({ theme, $tone }) => theme.colors[toneColors[$tone][1]]};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-left: auto;
`;

export const RowError = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;
