import styled from 'styled-components';
import { asData, itemsOf, type FaqData, type InfoData, type WhatWeDoData } from './blockData';
import { BlockIcon } from './BlockIcon';
import { Grid, Muted, Section, SectionTitle } from './styles';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

export function WhatWeDoBlock({ data }: { data: unknown }) {
  const block = asData<WhatWeDoData>(data);
  const items = itemsOf(block);
  if (!block.title && items.length === 0) return null;
  return (
    <Section data-testid="what-we-do">
      {block.title && <SectionTitle>{block.title}</SectionTitle>}
      <Grid>
        {items.map((item) => (
          <Item key={item.title}>
            <BlockIcon name={item.icon} />
            <h3>{item.title}</h3>
            <Muted>{item.text}</Muted>
          </Item>
        ))}
      </Grid>
    </Section>
  );
}

const InfoSection = styled(Section)`
  background: ${({ theme }) => theme.colors.surfaceMuted};
  max-width: none;
  & > * {
    max-width: 1168px;
    margin-left: auto;
    margin-right: auto;
  }
`;

const InfoCard = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(5)};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export function InfoBlock({ data }: { data: unknown }) {
  const block = asData<InfoData>(data);
  const items = itemsOf(block);
  if (!block.title && items.length === 0) return null;
  return (
    <InfoSection data-testid="info">
      {block.title && <SectionTitle>{block.title}</SectionTitle>}
      <Grid $min={240}>
        {items.map((item) => (
          <InfoCard key={item.title}>
            <h3>{item.title}</h3>
            <Muted>{item.text}</Muted>
          </InfoCard>
        ))}
      </Grid>
    </InfoSection>
  );
}

const Question = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space(3)} 0;
  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
  }
`;

export function FaqBlock({ data }: { data: unknown }) {
  const block = asData<FaqData>(data);
  const items = itemsOf(block);
  if (items.length === 0) return null;
  return (
    <Section data-testid="faq">
      {block.title && <SectionTitle>{block.title}</SectionTitle>}
      {items.map((item) => (
        <Question key={item.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </Question>
      ))}
    </Section>
  );
}
