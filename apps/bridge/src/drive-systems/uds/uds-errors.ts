// Error codes on our UDS network: DTCs by status mask on every component with fault memory (current:
// testFailed, history: confirmed), and ClearDiagnosticInformation for all groups (0xFFFFFF) on each,
// the current codes read before and after so the answer says what went and what came back.
import { DtcStatusBit } from '@dealer/contracts';
import { checkpoint } from '../../operations/operation-lock.ts';
import type { UdsNetwork } from '../../services/uds-network.ts';
import type { DriveSystem } from '../drive-system.ts';
import type { ErrorCode } from '../drive-system-shapes.ts';
import type { UdsContext } from './uds-context.ts';

export function udsErrors({
  connection: conn,
}: UdsContext): Pick<DriveSystem, 'errorCodes' | 'clearErrorCodes'> {
  // Components in bootloader mode have no fault memory to read or clear; the in-bootloader task covers them.
  const withFaultMemory = () => conn.components.filter((x) => x.bootMode === 'app');
  const readCodes = async <S extends 'current' | 'history'>(net: UdsNetwork, status: S) => {
    const mask = status === 'current' ? DtcStatusBit.testFailed : DtcStatusBit.confirmed;
    const out: ErrorCode<S>[] = [];
    for (const c of withFaultMemory()) {
      for (const d of await net.client(c.node).readDtcByStatusMask(mask))
        out.push({ code: d.code, part_type: c.partType, status });
    }
    return out;
  };
  return {
    errorCodes: (status) =>
      conn.read(
        { action: status === 'current' ? 'Read error codes' : 'Read error code history', kind: 'read' },
        (net) => readCodes(net, status),
      ),
    clearErrorCodes: () =>
      conn.operate({ action: 'Clear error codes', kind: 'operation' }, async (net, signal) => {
        const before = await readCodes(net, 'current');
        for (const c of withFaultMemory()) {
          checkpoint(signal);
          await net.client(c.node).clearDiagnosticInformation();
        }
        const after = await readCodes(net, 'current');
        const stillCurrent = (b: { code: string; part_type: string }) =>
          after.some((a) => a.code === b.code && a.part_type === b.part_type);
        return {
          cleared: before.filter((b) => !stillCurrent(b)).map(({ code, part_type }) => ({ code, part_type })),
          error_codes: after,
        };
      }),
  };
}
