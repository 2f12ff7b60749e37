import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '@zaalplek/design-system';
import { validateDateRange } from './dateFilter';
import { bookingsMessages } from './messages';
import { FilterError, Filters } from './styles';

export interface DateRangeValue {
  from: string;
  to: string;
}

/** From/To inputs in DD-MM-YYYY; reports every edit and shows the validation message. */
export function BookingsDateFilter({ value, onChange }: { value: DateRangeValue; onChange: (v: DateRangeValue) => void }) {
  const intl = useIntl();
  const [touched, setTouched] = useState({ from: false, to: false });
  const error = validateDateRange(value.from, value.to);
  const invalidDate = intl.formatMessage(bookingsMessages.invalidDate);
  const placeholder = intl.formatMessage(bookingsMessages.datePlaceholder);
  return (
    <Filters>
      <TextField
        name="from"
        label={intl.formatMessage(bookingsMessages.fromLabel)}
        placeholder={placeholder}
        inputMode="numeric"
        maxLength={10}
        value={value.from}
        error={error === 'invalidFrom' && touched.from ? invalidDate : undefined}
        onChange={(e) => onChange({ ...value, from: e.target.value })}
        onBlur={() => setTouched((t) => ({ ...t, from: true }))}
      />
      <TextField
        name="to"
        label={intl.formatMessage(bookingsMessages.toLabel)}
        placeholder={placeholder}
        inputMode="numeric"
        maxLength={10}
        value={value.to}
        error={error === 'invalidTo' && touched.to ? invalidDate : undefined}
        onChange={(e) => onChange({ ...value, to: e.target.value })}
        onBlur={() => setTouched((t) => ({ ...t, to: true }))}
      />
      {error === 'fromAfterTo' && (
        <FilterError role="alert">{intl.formatMessage(bookingsMessages.fromAfterTo)}</FilterError>
      )}
    </Filters>
  );
}
