export { TimeSelect } from './TimeSelect';
export type { TimeSelectProps } from './TimeSelect';
export { timeOptions, timeToMinutes, minutesToTime } from './timeOptions';
