export { Monitor } from './Monitor';
export { monitorApi, useMonitorVitalsQuery, type MonitorFeed, type MonitorStatus } from './monitorApi';
export { MONITOR_PALETTE } from './palette';
