// The Bafang CAN drive system (docs/protocols/bafang-can.md, decision 1100): the operations its
// devices answer (bafang-handlers.ts), each under the operation lock with the Bafang client's failures
// as catalogue codes, and for every other operation its "unavailable because …" (300102 with the
// reason of the capability matrix, bafang-capabilities.ts).
import type { Driver } from '../../drivers/driver.ts';
import type { OperationLock } from '../../operations/operation-lock.ts';
import { unavailable } from '../capabilities.ts';
import type { BridgeActivity } from '../capabilities.ts';
import type { AttachedDriveSystem, BrandCallRequest } from '../drive-system.ts';
import type { StartupLightState } from '@dealer/contracts';
import type { ErrorCode } from '../drive-system-shapes.ts';
import { bafangCapabilities } from './bafang-capabilities.ts';
import { connectBafang } from './bafang-connect.ts';
import { bafangError } from './bafang-errors.ts';
import { bafangBrandCalls } from './bafang-brand-calls.ts';
import { bafangCalls } from './bafang-handlers.ts';
import type { BafangSystem } from './bafang-system.ts';

export class BafangDriveSystem implements AttachedDriveSystem {
  readonly protocol = 'BAFANG_CAN' as const;

  constructor(
    readonly system: BafangSystem,
    private readonly lock: OperationLock,
  ) {}

  /** A read shares the bus with other reads; a write runs alone. */
  private async run<T>(action: string, write: boolean, fn: (s: BafangSystem) => Promise<T>): Promise<T> {
    const run = () => fn(this.system);
    try {
      return await (write ? this.lock.exclusive(action, run) : this.lock.read(run));
    } catch (e) {
      throw bafangError(e, write, action);
    }
  }
  private read<T>(action: string, fn: (s: BafangSystem) => Promise<T>) {
    return this.run(action, false, fn);
  }
  /** 300102 with the matrix's reason for the activity (a generic one when the activity is offered). */
  private async no(activity: BridgeActivity, action: string): Promise<never> {
    throw unavailable(bafangCapabilities(), activity, action, 'Not available on a Bafang CAN system');
  }

  capabilities = bafangCapabilities;
  describe = () =>
    `Bafang CAN system at ${this.system.bitrate} bit/s with ${this.system.identities.size} devices`;
  close = () => this.system.client.close();

  identify = () => this.read('Read bike information', bafangCalls.identify);
  moduleIds = () => this.read('Read module id', bafangCalls.moduleIds);
  protocolType = async () => this.protocol;
  // No connector node of ours answers on a Bafang bus: the adapter is all there is.
  connectorNode = async () => null;
  writeModuleId = () => this.no('module_id_write', 'Write module id');

  odometer = () => this.read('Read odometer', bafangCalls.odometer);
  ridingStats = () => this.no('riding_stats', 'Read riding statistics');
  batteryState = (part: 'battery' | 'range_extender_battery') =>
    part === 'battery'
      ? this.read('Read battery state', bafangCalls.batteryState)
      : this.no('battery_state', 'Read battery state');
  batteryInformation = (component: string) =>
    this.read('Read battery information', (s) => bafangCalls.batteryInformation(s, component));
  assistLevelUsage = () => this.no('assist_levels', 'Read assist level usage');
  panelFrameVersions = () => this.no('panel_frame', 'Read panel frame');

  liveData = () => this.read('Read live data', bafangCalls.liveData);

  errorCodes = <S extends 'current' | 'history'>(status: S) =>
    status === 'current'
      ? (this.read('Read error codes', bafangCalls.errorCodes) as Promise<ErrorCode<S>[]>)
      : this.no('error_code_history', 'Read error code history');
  clearErrorCodes = () => this.no('clear_error_codes', 'Clear error codes');

  lightStartup = () => this.read('Read light setting', bafangCalls.lightStartup);
  setLightStartup = (state: StartupLightState) =>
    this.run('Set light setting', true, (s) => bafangCalls.setLightStartup(s, state));
  assistLevels = () => this.no('assist_levels', 'Read assist level performance');
  tuneAssistLevels = () => this.no('assist_levels', 'Tune performance');
  wheelDiameterMm = () => this.read('Read wheel diameter', bafangCalls.wheelDiameterMm);
  maintenanceWarning = () => this.no('maintenance_warning', 'Read maintenance warning');
  setMaintenanceWarning = () => this.no('maintenance_warning', 'Set maintenance warning');
  speedUnit = () => this.no('speed_unit', 'Read speed unit');
  setSpeedUnit = () => this.no('speed_unit', 'Set speed unit');
  readClock = () => this.no('real_time_clock', 'Read clock');
  setClock = () => this.no('real_time_clock', 'Set clock');
  activate = () => this.no('display_activation', 'Activate bike');

  readParameters = (component: string) =>
    this.read('Read parameters', (s) => bafangCalls.readParameters(s, component));
  writeParameters = () => this.no('parameters', 'Write parameters');

  flash = () => this.no('firmware_update', 'Firmware update');
  updatePanelFrame = () => this.no('panel_frame', 'Panel frame update');

  startDetection = (mode: 'button' | 'flash') => this.no('display_detection', `Start ${mode} detection`);
  exitDetection = () => this.no('display_detection', 'Exit detection mode');
  buttonPressCounts = () => this.no('display_detection', 'Read button presses');
  rebootController = () => this.no('controller_reboot', 'Reboot controller');
  powerOff = (state: 'ship_mode' | 'off') =>
    this.no('power_off', state === 'ship_mode' ? 'Enter sleep mode' : 'Shut down');

  brandCall = (request: BrandCallRequest) => {
    const call = bafangBrandCalls[request.key];
    if (!call) return this.no('parameters', request.action);
    return this.run(request.action, request.write, (s) => call.handle(s, request));
  };
}

/** Connects the Bafang CAN system detection found (bafang-connect.ts) as the bike's drive system. */
export async function attachBafang(driver: Driver, lock: OperationLock): Promise<BafangDriveSystem> {
  return new BafangDriveSystem(await connectBafang(driver), lock);
}
