import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Button, TextField } from '@zaalplek/design-system';

export interface FaqEntry {
  question_nl: string;
  answer_nl: string;
  question_en: string;
  answer_en: string;
}

export const faqMessages = {
  title: { id: 'FaqEditor.title', defaultMessage: 'Veelgestelde vragen' },
  entry: { id: 'FaqEditor.entry', defaultMessage: 'Vraag {n}' },
  question_nl: { id: 'FaqEditor.question_nl', defaultMessage: 'Vraag (Nederlands)' },
  answer_nl: { id: 'FaqEditor.answer_nl', defaultMessage: 'Antwoord (Nederlands)' },
  question_en: { id: 'FaqEditor.question_en', defaultMessage: 'Vraag (Engels)' },
  answer_en: { id: 'FaqEditor.answer_en', defaultMessage: 'Antwoord (Engels)' },
  add: { id: 'FaqEditor.add', defaultMessage: 'Vraag toevoegen' },
  remove: { id: 'FaqEditor.remove', defaultMessage: 'Vraag {n} verwijderen' },
} satisfies Record<string, MessageDescriptor>;

const Entry = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  padding: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Area = styled.textarea`
  width: 100%;
  min-height: 72px;
  font: inherit;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
`;

/** A labelled multi-line text field (long texts of the admin SEO forms). */
export function TextArea({ label, value, onChange, maxLength }: { label: string; value: string; onChange: (v: string) => void; maxLength?: number }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <Area id={id} value={value} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** FAQ entries in nl and en (question and answer each), added and removed one by one. */
export function FaqEditor({ value, onChange }: { value: FaqEntry[]; onChange: (next: FaqEntry[]) => void }) {
  const intl = useIntl();
  const set = (i: number, field: keyof FaqEntry, text: string) => onChange(value.map((e, j) => (j === i ? { ...e, [field]: text } : e)));
  return (
    <section>
      <h3>{intl.formatMessage(faqMessages.title)}</h3>
      {value.map((entry, i) => (
        <Entry key={i}>
          <legend>{intl.formatMessage(faqMessages.entry, { n: i + 1 })}</legend>
          <TextField label={intl.formatMessage(faqMessages.question_nl)} value={entry.question_nl} maxLength={300} onChange={(e) => set(i, 'question_nl', e.target.value)} />
          <TextArea label={intl.formatMessage(faqMessages.answer_nl)} value={entry.answer_nl} maxLength={2000} onChange={(v) => set(i, 'answer_nl', v)} />
          <TextField label={intl.formatMessage(faqMessages.question_en)} value={entry.question_en} maxLength={300} onChange={(e) => set(i, 'question_en', e.target.value)} />
          <TextArea label={intl.formatMessage(faqMessages.answer_en)} value={entry.answer_en} maxLength={2000} onChange={(v) => set(i, 'answer_en', v)} />
          <Button size="sm" variant="ghost" onClick={() => onChange(value.filter((_, j) => j !== i))}>
            {intl.formatMessage(faqMessages.remove, { n: i + 1 })}
          </Button>
        </Entry>
      ))}
      {value.length < 20 && (
        <Button size="sm" variant="secondary" onClick={() => onChange([...value, { question_nl: '', answer_nl: '', question_en: '', answer_en: '' }])}>
          {intl.formatMessage(faqMessages.add)}
        </Button>
      )}
    </section>
  );
}
