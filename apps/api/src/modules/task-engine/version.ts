/** Orders dotted versions numerically: major*1e6 + minor*1e3 + patch; a bare "3" counts as major. Unparsable → -1. */
export function versionRank(version: string): number {
  if (!/^\d+(\.\d+){0,2}$/.test(version)) return -1;
  const [a = 0, b = 0, c = 0] = version.split('.').map(Number);
  return a * 1_000_000 + b * 1_000 + c;
}
