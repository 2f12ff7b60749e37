import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Checkbox, Modal, TimeSelect } from '@zaalplek/design-system';
import { apiErrorText } from '../team/apiErrorText';
import { Notice, Stack } from '../vendor-bookings/styles';
import { useManageSpacesAvailabilityMutation } from './availabilityApi';
import { dayLabel } from './calendarRange';
import { availabilityMessages as m } from './messages';
import { TimeRow } from './styles';
import type { CalendarDay, CalendarView } from './types';

/** Texts of the API refusals of manage_spaces_availability (docs/CONTRACTS.md). */
export const availabilityErrors = {
  at_least_one_space: m.atLeastOneSpace,
  non_working_days_week_view_only: m.nonWorkingDaysWeekViewOnly,
  availability_save_failed: m.saveFailed,
  invalid_time_range: m.timeOrder,
};

export interface DayEditorProps {
  venueId: number;
  view: CalendarView;
  day: CalendarDay;
  spaceId: number;
  spaces: Array<{ space_id: number; space_name: string }>;
  fullDay: boolean;
  onDone: (message: string) => void;
  onClose: () => void;
}

/** Opens or closes a time window (or the whole day) of one day for the chosen spaces. */
export function DayEditor({ venueId, view, day, spaceId, spaces, fullDay: fullDayDefault, onDone, onClose }: DayEditorProps) {
  const intl = useIntl();
  const [save, { isLoading }] = useManageSpacesAvailabilityMutation();
  const [spaceIds, setSpaceIds] = useState<number[]>([spaceId]);
  const [fullDay, setFullDay] = useState(fullDayDefault);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const weekOnly = view === 'MONTH' && !day.is_working_day;

  const submit = async (is_opened: boolean) => {
    setError(null);
    if (spaceIds.length === 0) return setError(intl.formatMessage(m.atLeastOneSpace));
    if (weekOnly) return setError(intl.formatMessage(m.nonWorkingDaysWeekViewOnly));
    if (!fullDay && (!from || !to)) return setError(intl.formatMessage(m.timeRequired));
    if (!fullDay && to !== '24:00' && to! <= from!) return setError(intl.formatMessage(m.timeOrder));
    try {
      await save({
        venue_id: venueId,
        view,
        changes: [{ space_ids: spaceIds, date: day.date, time_from: fullDay ? null : from, time_to: fullDay ? null : to, is_opened }],
      }).unwrap();
      onDone(intl.formatMessage(m.saved));
    } catch (err) {
      setError(apiErrorText(intl, err, availabilityErrors));
    }
  };

  const toggle = (id: number, on: boolean) => setSpaceIds((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage(m.editTitle, { date: dayLabel(day.date, intl.locale) })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button variant="secondary" onClick={() => submit(true)} disabled={isLoading}>
            {intl.formatMessage(fullDay ? m.openDay : m.openSlot)}
          </Button>
          <Button variant="danger" onClick={() => submit(false)} disabled={isLoading}>
            {intl.formatMessage(fullDay ? m.closeDay : m.closeSlot)}
          </Button>
        </>
      }
    >
      <Stack data-testid="day-editor">
        {weekOnly && (
          <Notice $tone="warning" role="note">
            {intl.formatMessage(m.nonWorkingDaysWeekViewOnly)}
          </Notice>
        )}
        <fieldset>
          <legend>{intl.formatMessage(m.spaces)}</legend>
          {spaces.map((s) => (
            <Checkbox key={s.space_id} label={s.space_name} checked={spaceIds.includes(s.space_id)} onChange={(e) => toggle(s.space_id, e.target.checked)} />
          ))}
        </fieldset>
        <Checkbox label={intl.formatMessage(m.fullDay)} description={intl.formatMessage(m.fullDayHint)} checked={fullDay} onChange={(e) => setFullDay(e.target.checked)} />
        {!fullDay && (
          <TimeRow>
            <TimeSelect label={intl.formatMessage(m.timeFrom)} value={from} onChange={setFrom} step={30} max="23:30" />
            <TimeSelect label={intl.formatMessage(m.timeTo)} value={to} onChange={setTo} step={30} min="00:30" />
          </TimeRow>
        )}
        {error && (
          <Notice $tone="danger" role="alert">
            {error}
          </Notice>
        )}
      </Stack>
    </Modal>
  );
}
