// Working time per weekday: open toggle, opening and closing time (00:00 closes at midnight = 1440).
import { useIntl } from 'react-intl';
import { Field } from 'react-final-form';
import styled from 'styled-components';
import { TimeSelect } from '@zaalplek/design-system';
import { CheckboxInput, FieldErrorLine, useFieldError } from '../../onboarding/form/fields';
import { venueWizardMessages as m } from '../messages';

const Row = styled.div`
  display: grid;
  grid-template-columns: 160px 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: 1fr;
  }
`;

const DAYS = [1, 2, 3, 4, 5, 6, 7];

function TimeField({ name, label, showError }: { name: string; label: string; showError?: boolean }) {
  return (
    <Field<string | null> name={name}>
      {({ input, meta }) => <TimeInner label={label} input={input} meta={meta} showError={showError} />}
    </Field>
  );
}

function TimeInner({ label, input, meta, showError }: { label: string; input: { value: string | null; onChange: (v: unknown) => void; onBlur: () => void }; meta: Parameters<typeof useFieldError>[0]; showError?: boolean }) {
  const error = useFieldError(meta);
  return <TimeSelect label={label} value={input.value || null} onChange={input.onChange} onBlur={input.onBlur} step={30} error={showError ? error : undefined} />;
}

export function WorkingTimeEditor() {
  const intl = useIntl();
  const dayName = (weekDay: number) => intl.formatDate(new Date(Date.UTC(2024, 0, weekDay)), { weekday: 'long', timeZone: 'UTC' });
  return (
    <fieldset data-testid="working-time">
      <legend>{intl.formatMessage(m.workingTime)}</legend>
      <p>
        <small>{intl.formatMessage(m.workingTimeHint)}</small>
      </p>
      {DAYS.map((weekDay, i) => (
        <Field key={weekDay} name={`working_time[${i}].enabled`} subscription={{ value: true }}>
          {({ input }) => (
            <Row data-testid={`working-day-${weekDay}`}>
              <CheckboxInput name={`working_time[${i}].enabled`} label={dayName(weekDay)} />
              {input.value ? (
                <>
                  <TimeField name={`working_time[${i}].open`} label={intl.formatMessage(m.opens)} />
                  <TimeField name={`working_time[${i}].close`} label={intl.formatMessage(m.closes)} showError />
                </>
              ) : (
                <span>{intl.formatMessage(m.closed)}</span>
              )}
            </Row>
          )}
        </Field>
      ))}
      <FieldErrorLine name="working_time" />
    </fieldset>
  );
}
