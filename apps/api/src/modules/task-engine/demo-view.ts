// A catalogue view and readings built from the shared demo fleet, without a database: the unit
// tests and the benchmark feed these to the engine.
import {
  DemoBikeSpecs,
  DemoErrorCodes,
  bafangErrorCodeCatalogue,
  DemoFleet,
  DemoPartSpecs,
  type DemoBike,
} from '@dealer/contracts';
import type { CatalogueView, Reading } from './task-engine.types.ts';

export function readingOf(bike: DemoBike): Reading {
  return {
    vin: bike.vin,
    components: bike.components.map((c) => ({
      part_type: c.partType,
      barcode: c.barcode,
      module_id: c.moduleId,
      part_spec_code: c.partSpecCode,
      firmware_version: c.firmwareVersion,
      hardware_version: c.hardwareVersion,
      font_version: c.fontVersion,
      icon_version: c.iconVersion,
      in_bootloader: c.inBootloader ?? false,
    })),
    active_error_codes: [...bike.activeErrorCodes],
    history_error_codes: [...bike.historyErrorCodes],
  };
}

/** The view of the healthy demo bike: all its parts bundled, latest firmware as in the catalogue. */
export function demoView(bike: DemoBike = DemoFleet.healthy): CatalogueView {
  const spec = DemoBikeSpecs.find((s) => s.code === bike.bikeSpecCode)!;
  const latestFirmware = new Map<string, { application?: string; font?: string; icon?: string }>();
  for (const ps of DemoPartSpecs) {
    for (const hw of ps.hardwareVersions) {
      const app = ps.firmwareVersions.at(-1);
      latestFirmware.set(`${ps.code}|${hw}`, {
        ...(app ? { application: app } : {}),
        ...(ps.partType === 'hmi' ? { font: '3', icon: '5' } : {}),
      });
    }
  }
  const required = new Map<string, string>();
  for (const code of spec.required) {
    const ps = DemoPartSpecs.find((p) => p.code === code)!;
    if (ps.protocol !== 'no_communication') required.set(code, ps.partType);
  }
  return {
    vin: bike.vin,
    registered: new Map(
      bike.components.map((c) => [c.barcode, { part_type: c.partType, part_spec_code: c.partSpecCode }]),
    ),
    registeredElsewhere: new Map(),
    barcodeSpecs: new Map(bike.components.map((c) => [c.barcode, c.partSpecCode])),
    allowedSpecs: new Set([...spec.required, ...spec.optional]),
    requiredCommunicating: required,
    latestFirmware,
    errorCodes: new Map(
      [...DemoErrorCodes, ...bafangErrorCodeCatalogue()].map((e) => [
        e.code,
        { level: e.level, component: e.component },
      ]),
    ),
    recordedDigests: new Map(),
    pendingParameterSync: new Set(),
    hmiDiagnosisPassed: false,
  };
}
