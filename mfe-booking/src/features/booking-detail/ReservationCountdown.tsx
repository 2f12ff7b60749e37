import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { detailMessages } from './messages';

/** "h:mm:ss" left until `end` (0:00:00 when passed). */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** Live countdown to the end of an unpaid reservation (ts_payment_expiration_dl from the API). */
export function ReservationCountdown({ end, onElapsed }: { end: string; onElapsed?: () => void }) {
  const intl = useIntl();
  const endMs = Date.parse(end);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = endMs - now;
  useEffect(() => {
    if (left <= 0) onElapsed?.();
  }, [left <= 0]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <p role="timer" data-testid="reservation-countdown">
      {left > 0
        ? intl.formatMessage(detailMessages.countdown, { time: formatRemaining(left) })
        : intl.formatMessage(detailMessages.countdownOver)}
    </p>
  );
}
