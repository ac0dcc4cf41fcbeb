export { AlarmWords } from './AlarmWords';
export { Monitor } from './Monitor';
export { ALARM_COLOURS, ALARM_FLASH_SECONDS, MONITOR_PALETTE } from './palette';
export { monitorApi, useMonitorVitalsQuery, type MonitorFeed, type MonitorStatus } from './monitorApi';
