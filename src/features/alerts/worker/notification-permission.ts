/** Chrome's notification permission API; Firefox has none (its notifications cannot be turned off per extension). */
export interface PermissionLevelApi {
  getPermissionLevel?: () => Promise<string>;
  onPermissionLevelChanged?: { addListener(listener: (level: string) => void): void };
}

/** Reports whether the browser blocks Cartwatch's notifications, now and whenever it changes. */
export function followNotificationPermission(api: PermissionLevelApi | undefined, report: (blocked: boolean) => void): void {
  if (typeof api?.getPermissionLevel !== 'function') return;
  api.onPermissionLevelChanged?.addListener((level) => report(level === 'denied'));
  api.getPermissionLevel().then(
    (level) => report(level === 'denied'),
    (error: unknown) => console.error(error),
  );
}
