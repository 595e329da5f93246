// ClearDiagnosticInformation (0x14) on the bus: what a clear leaves in the fault memory, a cause that
// is still present, and the negative responses a tester can meet.
import type { ScenarioName } from '@dealer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { SimulatedBike } from '../bike/simulated-bike.ts';
import { tester } from '../bike/bare-tester.testing.ts';
import { MemoryStateStore } from '../persistence/state-store.ts';
import type { StateStore } from '../persistence/state-store.ts';

const bikes: SimulatedBike[] = [];
afterEach(() => {
  for (const b of bikes.splice(0)) {
    b.close();
    b.bus.close();
  }
});
function make(scenario: ScenarioName, store?: StateStore) {
  const b = new SimulatedBike({
    timeScale: 0,
    scenario,
    timing: { programmingEntryMs: 0, eraseMs: 0, verifyMs: 0, resetMs: 0 },
    ...(store ? { store } : {}),
  });
  bikes.push(b);
  return b;
}

const CLEAR_ALL = [0x14, 0xff, 0xff, 0xff] as const;
/** ReadDTCInformation by status mask: 01 = current (testFailed), 08 = history (confirmedDTC). */
const current = [0x19, 0x02, 0x01] as const;
const history = [0x19, 0x02, 0x08] as const;

describe('ClearDiagnosticInformation (0x14)', () => {
  it('clears a current code whose cause is gone; the error log keeps it as history', async () => {
    const b = make('error_code_danger');
    const motor = tester(b, 'motor');
    expect(await motor(...current)).toEqual([0x59, 0x02, 0x09, 0x01, 0x01, 0x00, 0x09]);
    expect(await motor(...CLEAR_ALL)).toEqual([0x54]);
    expect(await motor(...current)).toEqual([0x59, 0x02, 0x09]);
    expect(await motor(...history)).toEqual([0x59, 0x02, 0x09, 0x01, 0x01, 0x00, 0x08]);
  });

  it('turns a code that was only current into a history entry, and leaves entries only in the log alone', async () => {
    const warning = make('error_code_warning');
    const torque = tester(warning, 'torque');
    expect(await torque(...history)).toEqual([0x59, 0x02, 0x09]);
    expect(await torque(...CLEAR_ALL)).toEqual([0x54]);
    expect(await torque(...history)).toEqual([0x59, 0x02, 0x09, 0x03, 0x02, 0x00, 0x08]);

    const danger = make('error_code_danger');
    const controller = tester(danger, 'controller');
    expect(await controller(...CLEAR_ALL)).toEqual([0x54]);
    expect(await controller(...history)).toEqual([0x59, 0x02, 0x09, 0x06, 0x02, 0x00, 0x08]);
  });

  it('sets a code again at once while its cause is present; after the repair the clear holds', async () => {
    const b = make('error_code_danger');
    const motor = tester(b, 'motor');
    expect(b.setErrorCause('motor', '0x0101', true)).toMatchObject({
      code: '0x0101',
      status: 0x09,
      causePresent: true,
    });
    expect(await motor(...CLEAR_ALL)).toEqual([0x54]);
    expect(await motor(...current)).toEqual([0x59, 0x02, 0x09, 0x01, 0x01, 0x00, 0x09]);
    // Repaired: the code stays latched until the next clear.
    b.setErrorCause('motor', '0x0101', false);
    expect(await motor(...current)).toEqual([0x59, 0x02, 0x09, 0x01, 0x01, 0x00, 0x09]);
    expect(await motor(...CLEAR_ALL)).toEqual([0x54]);
    expect(await motor(...current)).toEqual([0x59, 0x02, 0x09]);
  });

  it('clears one DTC by its number and leaves the others', async () => {
    const b = make('error_code_danger');
    const motor = tester(b, 'motor');
    b.setErrorCause('motor', '0x0102', true);
    b.setErrorCause('motor', '0x0102', false);
    expect(await motor(0x14, 0x01, 0x01, 0x00)).toEqual([0x54]);
    expect(await motor(...current)).toEqual([0x59, 0x02, 0x09, 0x01, 0x02, 0x00, 0x09]);
    // A DTC the motor knows but does not store: nothing to clear, still a positive answer.
    const healthy = tester(make('healthy'), 'motor');
    expect(await healthy(0x14, 0x01, 0x02, 0x00)).toEqual([0x54]);
  });

  it('answers 0x13 to a wrong length (no memorySelection byte supported)', async () => {
    const motor = tester(make('error_code_danger'), 'motor');
    expect(await motor(0x14, 0xff, 0xff)).toEqual([0x7f, 0x14, 0x13]);
    expect(await motor(0x14, 0xff, 0xff, 0xff, 0x01)).toEqual([0x7f, 0x14, 0x13]);
    expect(await motor(...current)).toEqual([0x59, 0x02, 0x09, 0x01, 0x01, 0x00, 0x09]);
  });

  it('answers 0x31 to a group the component cannot set', async () => {
    const motor = tester(make('error_code_danger'), 'motor');
    expect(await motor(0x14, 0x02, 0x01, 0x00)).toEqual([0x7f, 0x14, 0x31]); // a battery code
    expect(await motor(0x14, 0xff, 0xff, 0x33)).toEqual([0x7f, 0x14, 0x31]); // the emissions group
    expect(await motor(0x14, 0x01, 0x01, 0x05)).toEqual([0x7f, 0x14, 0x31]); // a failure type it never reports
    expect(await motor(...current)).toEqual([0x59, 0x02, 0x09, 0x01, 0x01, 0x00, 0x09]);
  });

  it('answers 0x22 in the bootloader, where the programming session puts a component', async () => {
    const b = make('error_code_danger');
    const motor = tester(b, 'motor');
    expect((await motor(0x10, 0x02))[0]).toBe(0x50);
    expect(await motor(...CLEAR_ALL)).toEqual([0x7f, 0x14, 0x22]);
    expect(b.component('motor')!.dtcs).toEqual([{ code: '0x0101', status: 0x09 }]);
    const boot = tester(make('in_bootloader'), 'controller');
    expect(await boot(...CLEAR_ALL)).toEqual([0x7f, 0x14, 0x22]);
  });

  it('keeps cleared codes and present causes in the state store', async () => {
    const store = new MemoryStateStore();
    const b = make('error_code_danger', store);
    b.setErrorCause('battery', '0x0202', true);
    expect(await tester(b, 'motor')(...CLEAR_ALL)).toEqual([0x54]);
    const restarted = make('healthy', store);
    expect(restarted.scenario).toBe('error_code_danger');
    expect(restarted.component('motor')!.dtcs).toEqual([{ code: '0x0101', status: 0x08 }]);
    expect(restarted.component('battery')!.dtcs).toEqual([
      { code: '0x0202', status: 0x09, causePresent: true },
    ]);
  });
});
