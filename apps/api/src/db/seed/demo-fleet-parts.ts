// The demo fleet's parts as the catalogue records them: part specs the fleet does not carry, the
// parameters a factory ships per part type, each bike's registered (factory) components and a plain
// healthy component set for the bikes outside the simulator's scenarios.
import {
  DemoBikeSpecs,
  DemoPartSpecs,
  moduleIdWithChecksum,
  type DemoBike,
  type DemoComponent,
} from '@dealer/contracts';

/** Every seeded date: the catalogue is the same on every start. */
export const SEED_DATE = new Date('2026-01-15T08:00:00Z');

/** Part types the fleet does not carry still get a spec, so every part type has one. */
export const ExtraPartSpecs = [
  { code: 'THR-1', partType: 'throttle', name: 'Thumb throttle', protocol: 'no_communication' },
  { code: 'LCK-1', partType: 'lock', name: 'Frame lock', protocol: 'hap2' },
  { code: 'DSP-1', partType: 'display', name: 'Colour display', protocol: 'hap2' },
  { code: 'MC-500', partType: 'motor_core', name: 'Motor core 500', protocol: 'no_communication' },
  { code: 'MM-500', partType: 'mid_motor', name: 'Mid motor assembly 500', protocol: 'no_communication' },
  { code: 'CAD-1', partType: 'cadence', name: 'Cadence sensor', protocol: 'no_communication' },
] as const;

/** Part-level parameters per part type (param_type → values), what a factory would ship. */
export function partParameters(partType: string): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  if (partType === 'battery' || partType === 'range_extender_battery' || partType === 'controller') {
    params.auto_ship_time = { enabled: true, idle_days: 30 };
  }
  return params;
}

/** The registered (factory) version of a component: scenario deviations are what the bus shows. */
export function registeredComponents(b: DemoBike, n: number): DemoComponent[] {
  const serial = (prefix: string) => `${prefix}${String(240000 + n).padStart(7, '0')}`;
  return b.components.map((c) => {
    const type = { hmi: 1, controller: 2, battery: 3, motor: 4 }[c.partType as 'hmi'];
    const factoryMid = type
      ? moduleIdWithChecksum(
          `${type.toString(16).padStart(2, '0')}${(0x1000 + n).toString(16).padStart(6, '0')}000000`,
        )
      : c.moduleId;
    switch (b.scenario) {
      case 'part_bundle_not_found':
      case 'part_bundle_not_match':
        // The bundled part is the factory one; the one on the bus is a different serial.
        if (
          (b.scenario === 'part_bundle_not_found' && c.partType === 'battery') ||
          (b.scenario === 'part_bundle_not_match' && c.partType === 'hmi')
        ) {
          return { ...c, barcode: serial(c.partType === 'battery' ? 'BT' : 'HM'), moduleId: factoryMid };
        }
        return c;
      case 'illegal_mid':
      case 'mid_not_found':
        return c.partType === (b.scenario === 'illegal_mid' ? 'battery' : 'motor')
          ? { ...c, moduleId: factoryMid }
          : c;
      case 'in_bootloader':
        return c.inBootloader
          ? {
              ...c,
              inBootloader: false,
              firmwareVersion:
                DemoPartSpecs.find((s) => s.code === c.partSpecCode)?.firmwareVersions.at(-1) ?? '',
            }
          : c;
      default:
        return c;
    }
  });
}

/** A plain healthy component set for a model: its required part specs, factory fresh. */
export function demoComponentsFor(bikeSpecCode: string, n: number): DemoComponent[] {
  const spec = DemoBikeSpecs.find((s) => s.code === bikeSpecCode)!;
  return spec.required.map((code, i) => {
    const ps = DemoPartSpecs.find((p) => p.code === code)!;
    return {
      partType: ps.partType,
      partSpecCode: code,
      barcode: `${code.replace(/[^A-Z]/g, '').slice(0, 2)}${String(250000 + n * 10 + i).padStart(7, '0')}`,
      moduleId: moduleIdWithChecksum(
        `${(i + 1).toString(16).padStart(2, '0')}${(0x2000 + n).toString(16).padStart(6, '0')}000000`,
      ),
      hardwareVersion: ps.hardwareVersions.at(-1) ?? '1.0',
      firmwareVersion: ps.firmwareVersions.at(-1) ?? '',
    };
  });
}
