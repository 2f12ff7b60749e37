/** docs/CONTRACTS.md "Server wiring": the host-ops job registration lives in jobs/hostOps.ts. */
export { registerHostOpsJobs, startHostOpsSchedules, queuePeriodicHostOpsJobs } from '../../jobs/hostOps';
