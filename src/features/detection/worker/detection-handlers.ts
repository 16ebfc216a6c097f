import type { Handlers } from '../../../app/protocol';
import { detectActiveTab, type DetectionApis } from './active-tab-detection';
import type { DetectionWaiters } from './detection-waiters';

export function detectionHandlers(apis: DetectionApis, waiters: DetectionWaiters): Pick<Handlers, 'page:detect-active-tab'> {
  return { 'page:detect-active-tab': () => detectActiveTab(apis, waiters) };
}
