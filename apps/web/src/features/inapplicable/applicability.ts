// Which activities this bike supports, from what the bridge read: a feature needs certain components
// answering on the bus in application mode. Pure, tested alone; the inapplicable screen explains the
// result for the feature the technician tried to open.
export type Feature =
  | 'performanceTuning'
  | 'bikeSetting'
  | 'activation'
  | 'hmiDiagnosis'
  | 'sensorDiagnosis'
  | 'parameterCheck'
  | 'battery';

/** Every listed part type must be present (allOf) or at least one (anyOf). */
const NEEDS: Record<Feature, { allOf?: string[]; anyOf?: string[] }> = {
  performanceTuning: { allOf: ['controller'] },
  bikeSetting: { allOf: ['hmi', 'controller'] },
  activation: { allOf: ['hmi'] },
  hmiDiagnosis: { allOf: ['hmi'] },
  sensorDiagnosis: { anyOf: ['speed_sensor', 'torque'] },
  parameterCheck: {
    anyOf: ['hmi', 'controller', 'battery', 'motor', 'torque', 'derailleur', 'range_extender_battery'],
  },
  battery: { allOf: ['battery'] },
};
export const FEATURES = Object.keys(NEEDS) as Feature[];

export interface BusComponent {
  part_type: string;
  in_bootloader: boolean;
}
export type Verdict =
  { available: true } | { available: false; reason: 'missing' | 'bootloader'; parts: string[] };

export function applicability(feature: Feature, components: readonly BusComponent[]): Verdict {
  const need = NEEDS[feature];
  const present = new Set(components.map((c) => c.part_type));
  const booting = new Set(components.filter((c) => c.in_bootloader).map((c) => c.part_type));
  if (need.allOf) {
    const missing = need.allOf.filter((p) => !present.has(p));
    if (missing.length) return { available: false, reason: 'missing', parts: missing };
    const stuck = need.allOf.filter((p) => booting.has(p));
    if (stuck.length) return { available: false, reason: 'bootloader', parts: stuck };
  }
  if (need.anyOf) {
    const usable = need.anyOf.filter((p) => present.has(p) && !booting.has(p));
    if (usable.length === 0) {
      const stuck = need.anyOf.filter((p) => booting.has(p));
      return stuck.length
        ? { available: false, reason: 'bootloader', parts: stuck }
        : { available: false, reason: 'missing', parts: need.anyOf };
    }
  }
  return { available: true };
}

export const isFeature = (value: string | null): value is Feature =>
  value !== null && (FEATURES as string[]).includes(value);
