import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@zaalplek/design-system';
import { dayLabel, monthGrid, weekdayNames } from './calendarRange';
import { DayCell } from './DayCell';
import { availabilityMessages as m } from './messages';
import { MonthGrid, RowHeader, Scroll, SpaceHeader, WeekTable, WeekdayHead } from './styles';
import type { CalendarDay, SpaceCalendarData } from './types';

interface ViewProps {
  spaces: SpaceCalendarData[];
  onEdit: (day: CalendarDay, spaceId: number) => void;
  onSync: (spaceId: number) => void;
}

/** Week view: one row per space, one column per day (Monday first); times and bookings in full. */
export function WeekView({ spaces, dates, onEdit, onSync }: ViewProps & { dates: string[] }) {
  const intl = useIntl();
  return (
    <Scroll>
      <WeekTable data-testid="week-view">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.spaces)}</th>
            {dates.map((date) => (
              <th key={date} scope="col">
                {dayLabel(date, intl.locale)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spaces.map((space) => (
            <tr key={space.space_id}>
              <th scope="row">
                <RowHeader>
                  {space.space_name}
                  <Button size="sm" variant="secondary" onClick={() => onSync(space.space_id)} aria-label={`${intl.formatMessage(m.calendarSync)} ${space.space_name}`}>
                    {intl.formatMessage(m.calendarSync)}
                  </Button>
                </RowHeader>
              </th>
              {dates.map((date) => {
                const day = space.days.find((d) => d.date === date);
                return <td key={date}>{day && <DayCell day={day} spaceId={space.space_id} spaceName={space.space_name} label="" onEdit={onEdit} />}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </WeekTable>
    </Scroll>
  );
}

/** Month view: per space a Monday-first month grid with the day states and bookings. */
export function MonthView({ spaces, anchor, onEdit, onSync }: ViewProps & { anchor: string }) {
  const intl = useIntl();
  const weeks = monthGrid(anchor);
  const names = weekdayNames(intl.locale);
  return (
    <div data-testid="month-view">
      {spaces.map((space) => (
        <section key={space.space_id} aria-label={space.space_name}>
          <SpaceHeader>
            <h3>{space.space_name}</h3>
            <Button size="sm" variant="secondary" onClick={() => onSync(space.space_id)} aria-label={`${intl.formatMessage(m.calendarSync)} ${space.space_name}`}>
              {intl.formatMessage(m.calendarSync)}
            </Button>
          </SpaceHeader>
          <Scroll>
            <MonthGrid>
              {names.map((name) => (
                <WeekdayHead key={name}>{name}</WeekdayHead>
              ))}
              {weeks.map((week, w) => (
                <Fragment key={w}>
                  {week.map((date, i) => {
                    const day = date ? space.days.find((d) => d.date === date) : undefined;
                    return (
                      <div key={date ?? `empty-${w}-${i}`}>
                        {day && <DayCell day={day} spaceId={space.space_id} spaceName={space.space_name} label={String(Number(day.date.slice(8)))} compact onEdit={onEdit} />}
                      </div>
                    );
                  })}
                </Fragment>
              ))}
            </MonthGrid>
          </Scroll>
        </section>
      ))}
    </div>
  );
}
