import { useEffect, useState } from 'react';
import { useSpaceAvailabilityQuery } from './bookingApi';
import { addDays, defaultWindow, earliestDate, FIRST_SLOT_DAYS, gridSlots, type LeadRules, type Window } from './bookableTimes';

export type FirstSlot = { state: 'searching' } | { state: 'none' } | { state: 'found'; date: string; window: Window };

/**
 * The first bookable slot of a space, from the first date its lead time allows, looking
 * FIRST_SLOT_DAYS days ahead (one space_availability per day, the panel's own cache entries).
 * `enabled` false: nothing is asked.
 */
export function useFirstBookableSlot(spaceId: number, rules: LeadRules, enabled: boolean): FirstSlot {
  const [start] = useState(() => earliestDate(rules, Date.now()));
  const [offset, setOffset] = useState(0);
  const [result, setResult] = useState<FirstSlot>({ state: 'searching' });
  const date = addDays(start, offset);
  const probing = enabled && result.state === 'searching';
  const day = useSpaceAvailabilityQuery({ space_id: spaceId, date }, { skip: !probing });

  useEffect(() => {
    if (!probing || day.isFetching) return;
    if (day.isError) {
      setResult({ state: 'none' });
      return;
    }
    if (!day.currentData) return;
    const window = defaultWindow(gridSlots(day.currentData.free_slots));
    if (window) setResult({ state: 'found', date, window });
    else if (offset + 1 < FIRST_SLOT_DAYS) setOffset(offset + 1);
    else setResult({ state: 'none' });
  }, [probing, day.isFetching, day.isError, day.currentData, date, offset]);

  return enabled ? result : { state: 'none' };
}
