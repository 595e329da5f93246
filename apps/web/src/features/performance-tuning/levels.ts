// Assist-level tuning: the bike spec's limits bound every slider; a change is only sent for levels
// that moved. Pure, tested alone.
export interface LevelValues {
  assist_level: '1' | '2' | '3' | '4' | '5';
  support_percent: number;
  max_torque_nm: number;
  max_speed_kmh: number;
}
export interface Limits {
  max_support_percent: number;
  max_torque_nm: number;
  max_speed_kmh: number;
}

/** Levels whose support or torque differ from the original, as the bridge PATCH body expects. */
export function changedLevels(original: readonly LevelValues[], edited: readonly LevelValues[]) {
  return edited
    .filter((e) => {
      const o = original.find((x) => x.assist_level === e.assist_level);
      return !o || o.support_percent !== e.support_percent || o.max_torque_nm !== e.max_torque_nm;
    })
    .map((e) => ({
      assist_level: e.assist_level,
      support_percent: e.support_percent,
      max_torque_nm: e.max_torque_nm,
    }));
}

/** Levels beyond the model's limits (the bike would refuse them; the cloud records 400700). */
export function outOfLimits(levels: readonly LevelValues[], limits: Limits): LevelValues[] {
  return levels.filter(
    (l) => l.support_percent > limits.max_support_percent || l.max_torque_nm > limits.max_torque_nm,
  );
}

/** A level higher than the next one is allowed but unusual: the warning modal asks to confirm. */
export function nonMonotonic(levels: readonly LevelValues[]): boolean {
  const sorted = [...levels].sort((a, b) => Number(a.assist_level) - Number(b.assist_level));
  return sorted.some((l, i) => i > 0 && l.support_percent < (sorted[i - 1]?.support_percent ?? 0));
}
