export { clock, setClock, resetClock, systemClock, ManualClock, OffsetClock, type Clock } from './clock';
export { registerJobHandler, jobHandlers, registerMinuteTask, minuteTaskList, type JobHandler, type JobContext, type MinuteTask } from './registry';
export { startJobs, scheduleJob, currentJobRunner, JOB_SCHEMA, SWEEP_JOB, type JobRunner, type ScheduleOptions } from './runner';
