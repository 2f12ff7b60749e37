/** "H:mm" or "HH:mm" to minutes since midnight; null when invalid. "24:00" is allowed (end of day). */
export function timeToMinutes(time: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && min > 0)) return null;
  return h * 60 + min;
}

/** Minutes since midnight to "HH:mm". */
export function minutesToTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Every time from `from` to `to` (inclusive) in steps of `step` minutes, as "HH:mm". */
export function timeOptions(from = '00:00', to = '23:59', step = 30): string[] {
  const start = timeToMinutes(from) ?? 0;
  const end = timeToMinutes(to) ?? 1439;
  const stepMinutes = Math.max(1, Math.floor(step));
  const result: string[] = [];
  for (let t = start; t <= end; t += stepMinutes) result.push(minutesToTime(t));
  return result;
}
