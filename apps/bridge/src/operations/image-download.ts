// The UDS download sequence shared by firmware and panel-frame updates: RequestDownload,
// TransferData blocks (a block whose answer is lost is sent again with the same counter, which the
// ECU acknowledges without writing twice), RequestTransferExit and the verify routine.
import { Routine, RoutineControlType, encodeVerifyOption } from '@dealer/contracts';
import { BridgeError } from '../lib/bridge-error.ts';
import type { UdsClient } from '../protocol/uds-client.ts';
import { UdsTimeoutError } from '../protocol/uds-client.ts';
import { checkpoint } from './operation-lock.ts';

export interface DownloadProgress {
  (stage: 'erasing' | 'transferring' | 'verifying', transferred: number): void;
}

const BLOCK_RETRIES = 2;

export async function downloadImage(
  client: UdsClient,
  address: number,
  image: Uint8Array,
  expected: { sha256: string; version: string },
  signal: AbortSignal,
  progress: DownloadProgress,
): Promise<void> {
  progress('erasing', 0);
  const maxBlock = await client.requestDownload(address, image.length);
  const chunk = Math.max(1, Math.min(maxBlock, 4095) - 2); // SID + block counter take two bytes
  let seq = 1;
  for (let offset = 0; offset < image.length; offset += chunk) {
    checkpoint(signal);
    const block = image.subarray(offset, offset + chunk);
    for (let attempt = 0; ; attempt++) {
      try {
        await client.transferData(seq, block);
        break;
      } catch (e) {
        if (!(e instanceof UdsTimeoutError) || attempt >= BLOCK_RETRIES) throw e;
      }
    }
    seq = (seq + 1) & 0xff;
    progress('transferring', Math.min(image.length, offset + chunk));
  }
  await client.requestTransferExit();
  progress('verifying', image.length);
  const status = await client.routineControl(
    RoutineControlType.start,
    Routine.checkProgrammingDependencies,
    encodeVerifyOption(expected.sha256, expected.version),
  );
  if (status[0] !== 0x00)
    throw new BridgeError(300105, 'The component rejected the image after transfer (verification failed)', {
      reason: 'update_not_taken',
    });
}
