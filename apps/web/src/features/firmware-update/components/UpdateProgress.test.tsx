// The running update names the time the bridge predicted from the measured wireless link
// (decision 2903); over the cable no prediction comes and none is shown.
import { render, screen } from '@testing-library/react';
import type { BridgeProgressEvent } from '@dealer/contracts';
import { describe, expect, it } from 'vitest';
import { UpdateProgress } from './UpdateProgress.tsx';

const transferring: BridgeProgressEvent = {
  operation: 'firmware_update',
  component: 'controller',
  stage: 'transferring',
  progress: 40,
  transferred_bytes: 40 * 1024,
  total_bytes: 100 * 1024,
};

describe('update progress', () => {
  it('shows the predicted time over a wireless link, in whole minutes rounded up', () => {
    render(<UpdateProgress title="Controller" event={{ ...transferring, predicted_ms: 250_000 }} />);
    expect(screen.getByText(/Wireless link: about 5 min predicted/)).toBeTruthy();
  });

  it('says nothing of a prediction over the cable', () => {
    render(<UpdateProgress title="Controller" event={transferring} />);
    expect(screen.getByText(/40 of 100 KiB/)).toBeTruthy();
    expect(screen.queryByText(/predicted/)).toBeNull();
  });
});
