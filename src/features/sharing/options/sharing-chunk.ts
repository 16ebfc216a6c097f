// The options page's sharing screens, one lazily loaded chunk (see load-sharing.ts).
export { JoinSection } from './join-section';
export { ListSharing } from './list-sharing';
export { ListNotices } from '../popup/list-notices';
