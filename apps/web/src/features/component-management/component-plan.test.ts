import { describe, expect, it } from 'vitest';
import {
  isValidBarcode,
  operationsFor,
  partTypesFor,
  registeredToReplace,
  unregisteredOnBus,
} from './component-plan.ts';

const bus = [
  { part_type: 'battery', barcode: 'BT0299006' },
  { part_type: 'hmi', barcode: 'HM1' },
];
const registered = [
  { part_type: 'battery', barcode: 'BT0240006' },
  { part_type: 'hmi', barcode: 'HM1' },
];

describe('component plan', () => {
  it('offers operations and part types by mode', () => {
    expect(operationsFor('replacement')).toEqual(['REPLACE']);
    expect(partTypesFor('replacement', bus, registered)).toEqual(['hmi', 'battery']);
    expect(partTypesFor('accessory', bus, registered)).toContain('front_light');
    expect(partTypesFor('accessory', bus, registered)).not.toContain('battery');
  });
  it('finds the part to integrate and the one it replaces', () => {
    expect(unregisteredOnBus('battery', bus, registered)).toBe('BT0299006');
    expect(unregisteredOnBus('hmi', bus, registered)).toBeUndefined();
    expect(registeredToReplace('battery', bus, registered)).toBe('BT0240006');
  });
  it('validates serials', () => {
    expect(isValidBarcode('BT0299006')).toBe(true);
    expect(isValidBarcode('bt 1')).toBe(false);
  });
});
