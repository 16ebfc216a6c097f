// The popup's alert screens, one lazily loaded chunk (see load-alerts.ts).
export { AlertsTab } from './alerts-tab';
export { TargetArea } from './target-area';
