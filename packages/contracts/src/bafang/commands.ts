// Command codes per device, each with its source file. Reads go to one device with operation 1; the
// answer is a normal acknowledge carrying the value (≤ 8 bytes) or a multi-frame transfer.

export interface BafangCommand {
  code: number;
  subCode: number;
}

const cmd = (code: number, subCode: number): BafangCommand => ({ code, subCode });

/** OpenBafangTool src/constants/BafangCanConstants.ts (CanReadCommandsList / CanWriteCommandsList). */
export const BafangCmd = {
  hardwareVersion: cmd(0x60, 0x00),
  softwareVersion: cmd(0x60, 0x01),
  modelNumber: cmd(0x60, 0x02),
  serialNumber: cmd(0x60, 0x03),
  customerNumber: cmd(0x60, 0x04),
  manufacturer: cmd(0x60, 0x05),
  /** Display only: active error codes as ASCII digit pairs. */
  errorCodes: cmd(0x60, 0x07),
  bootloaderVersion: cmd(0x60, 0x08),
  /** Drive unit parameter block 1 (64 bytes, checksum in the last). */
  controllerParameter1: cmd(0x60, 0x11),
  controllerParameter2: cmd(0x60, 0x12),
  /** Drive unit broadcast: remaining capacity, trip, cadence, torque, remaining distance. */
  controllerRealtime0: cmd(0x32, 0x00),
  /** Drive unit broadcast: speed, current, voltage, temperatures. */
  controllerRealtime1: cmd(0x32, 0x01),
  /** Speed limit, wheel size code, circumference: read and written (short write, 6 bytes). */
  speedParameters: cmd(0x32, 0x03),
  /** Torque sensor broadcast: torque and cadence. */
  sensorRealtime: cmd(0x31, 0x00),
  /** Display broadcast: assist levels, current level, light, button. */
  displayRealtime: cmd(0x63, 0x00),
  /** Display: total mileage, trip, max speed. */
  displayData1: cmd(0x63, 0x01),
  /** Display: average speed, mileage since service. */
  displayData2: cmd(0x63, 0x02),
  /** Battery broadcast: full and remaining capacity, state of charge and health. */
  batteryCapacity: cmd(0x34, 0x00),
  /** Battery broadcast: current, voltage, temperature. */
  batteryState: cmd(0x34, 0x01),
  /** Cell voltages, four cells per sub-code 0x02…0x05. */
  batteryCells0: cmd(0x64, 0x02),
  displayTotalMileage: cmd(0x62, 0x01),
  displayTime: cmd(0x62, 0x02),
  displayTripMileage: cmd(0x62, 0x03),
  calibratePositionSensor: cmd(0x62, 0x00),
} as const;
export type BafangCommandName = keyof typeof BafangCmd;

export function sameCommand(a: BafangCommand, b: BafangCommand): boolean {
  return a.code === b.code && a.subCode === b.subCode;
}
