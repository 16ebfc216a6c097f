/**
 * Resume tokens name a point in this store's history: its epoch and a version. A token from
 * another epoch (a reset, or a server restarted without its data) cannot be resumed from.
 */
export function encodeResumeToken(epoch: string, version: number): string {
  return Buffer.from(`${epoch}:${version}`, 'utf8').toString('base64');
}

export function decodeResumeToken(token: string, epoch: string): number | undefined {
  const text = Buffer.from(token, 'base64').toString('utf8');
  const [tokenEpoch, versionText] = text.split(':');
  const version = Number(versionText);
  if (tokenEpoch !== epoch || !Number.isSafeInteger(version) || version <= 0) return undefined;
  return version;
}
