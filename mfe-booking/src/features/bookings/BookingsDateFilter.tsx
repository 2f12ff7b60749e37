import { useIntl } from 'react-intl';
import { DatePicker } from '@zaalplek/design-system';
import { validateDateRange, type DateRange } from './dateFilter';
import { bookingsMessages } from './messages';
import { FilterError, Filters } from './styles';

/** From/To date pickers (DD-MM-YYYY, calendar week from Monday) with the From-after-To message. */
export function BookingsDateFilter({ value, onChange }: { value: DateRange; onChange: (next: DateRange) => void }) {
  const intl = useIntl();
  const error = validateDateRange(value);
  return (
    <Filters>
      <DatePicker
        name="from"
        label={intl.formatMessage(bookingsMessages.fromLabel)}
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
      />
      <DatePicker
        name="to"
        label={intl.formatMessage(bookingsMessages.toLabel)}
        value={value.to}
        onChange={(to) => onChange({ ...value, to })}
      />
      {error === 'fromAfterTo' && (
        <FilterError role="alert">{intl.formatMessage(bookingsMessages.fromAfterTo)}</FilterError>
      )}
    </Filters>
  );
}
