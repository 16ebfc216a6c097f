import type { Handlers } from '../messaging/router';
import { detectActiveTab, type DetectionApis } from '../tabs/active-tab-detection';
import type { DetectionWaiters } from '../tabs/detection-waiters';

export function detectionHandlers(apis: DetectionApis, waiters: DetectionWaiters): Pick<Handlers, 'page:detect-active-tab'> {
  return { 'page:detect-active-tab': () => detectActiveTab(apis, waiters) };
}
