/** The failure scenarios of issue 34, each `(cluster, load, options?) → ScenarioResult` (README.md). */
export { databaseFailover } from './scenarios/database-failover';
export { type ProcessDiesOptions, processDies } from './scenarios/process-dies';
export { rollingRestart } from './scenarios/rolling-restart';
export { SCENARIO_LIMITS } from './scenarios/shared';
export { objectStoreOutage } from './scenarios/store-outage';
