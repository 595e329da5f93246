// The workshop's service connector (dongle) the simulator presents. It is not part of a bike, so it
// sits beside the demo fleet; the backend can seed it the same way (its firmware list is DGL-1's).
import { moduleIdWithChecksum } from './demo-components.ts';
import type { DemoComponent } from './demo-components.ts';

export const DemoConnector: DemoComponent = {
  partType: 'dongle',
  partSpecCode: 'DGL-1',
  barcode: 'DG0240000',
  moduleId: moduleIdWithChecksum('0F00F000000000'),
  hardwareVersion: '1.0',
  // One version behind the catalogue's latest (2.1.0), so a connector update is always offered.
  firmwareVersion: '2.0.0',
};
