import { useMemo } from 'react';
import styled from 'styled-components';
import { asData, type HeadlineData, type IconTitleData, type TextData } from './blockData';
import { BlockIcon } from './BlockIcon';
import { sanitizeHtml } from './sanitizeHtml';
import { Muted, Section, SectionTitle } from './styles';

const Headline = styled(Section)`
  text-align: center;
  padding-bottom: 0;
`;

export function HeadlineBlock({ data }: { data: unknown }) {
  const { title, subtitle } = asData<HeadlineData>(data);
  if (!title) return null;
  return (
    <Headline>
      <SectionTitle>{title}</SectionTitle>
      {subtitle && <Muted>{subtitle}</Muted>}
    </Headline>
  );
}

const Rich = styled.div`
  max-width: 760px;
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;

export function TextBlock({ data }: { data: unknown }) {
  const { title, html } = asData<TextData>(data);
  const safe = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  if (!title && !safe) return null;
  return (
    <Section>
      {title && <SectionTitle>{title}</SectionTitle>}
      <Rich dangerouslySetInnerHTML={{ __html: safe }} />
    </Section>
  );
}

const IconRow = styled(Section)`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: flex-start;
`;

export function IconTitleBlock({ data }: { data: unknown }) {
  const { icon, title, text } = asData<IconTitleData>(data);
  if (!title) return null;
  return (
    <IconRow>
      <BlockIcon name={icon ?? ''} />
      <div>
        <h3>{title}</h3>
        {text && <Muted>{text}</Muted>}
      </div>
    </IconRow>
  );
}
