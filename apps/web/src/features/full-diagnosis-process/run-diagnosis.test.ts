import { describe, expect, it } from 'vitest';
import type { BridgeComponent } from '../../lib/bridge/bridge-types.ts';
import { batteryFindings, identificationFindings } from './run-diagnosis.ts';

const comp = (over: Partial<BridgeComponent>): BridgeComponent => ({
  part_type: 'controller',
  component: 'controller',
  part_spec_code: 'CTRL',
  barcode: 'CT1',
  module_id: '0200100100000014',
  module_id_valid: true,
  hardware_version: '3.0',
  firmware_version: '5.3.2',
  font_version: null,
  icon_version: null,
  in_bootloader: false,
  ...over,
});

describe('full diagnosis findings', () => {
  it('fails identification for a component in its bootloader or without a valid module id', () => {
    const out = identificationFindings([
      comp({}),
      comp({ in_bootloader: true }),
      comp({ part_type: 'motor', module_id: '' }),
      comp({ part_type: 'battery', module_id_valid: false }),
    ]);
    expect(out.map((x) => `${x.status}:${x.key}`)).toEqual([
      'pass:st.fd.f.components',
      'fail:st.fd.f.bootloader',
      'fail:st.fd.f.noMid',
      'fail:st.fd.f.badMid',
    ]);
  });

  it('judges a battery by health and temperature', () => {
    const ok = batteryFindings('battery', {
      charge_percent: 86,
      health_percent: 94,
      temperature_c: 21,
      charging: false,
      cycle_count: 120,
    });
    expect(ok.every((x) => x.status === 'pass')).toBe(true);
    const worn = batteryFindings('battery', {
      charge_percent: 86,
      health_percent: 61,
      temperature_c: 52,
      charging: false,
      cycle_count: 900,
    });
    expect(worn.filter((x) => x.status === 'fail').map((x) => x.key)).toEqual([
      'st.fd.f.health',
      'st.fd.f.temperature',
    ]);
  });
});
