/** The UTC hour of a time as `YYYYMMDDHH`: an observation's document id (one per item per hour). */
export function hourIdOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 13).replace(/[-T]/g, '');
}
