// The Bafang drive system's own settings and facts on the bike settings screen, shown only when the
// connected bike speaks Bafang CAN (decisions 1124, 1125).
import { BafangCalibrationPanel } from './components/BafangCalibrationPanel.tsx';
import { BafangDisplayPanel } from './components/BafangDisplayPanel.tsx';
import { BafangInfoPanel } from './components/BafangInfoPanel.tsx';
import { BafangParametersPanel } from './components/BafangParametersPanel.tsx';
import { BafangSnapshotsPanel } from './components/BafangSnapshotsPanel.tsx';
import { BafangSpeedPanel } from './components/BafangSpeedPanel.tsx';
import { BafangTorquePanel } from './components/BafangTorquePanel.tsx';
import { protocolQuery, useBafangQuery } from './bafang-calls.ts';

export function BafangSettingsSection() {
  const protocol = useBafangQuery(protocolQuery);
  if (protocol.data?.protocol_type !== 'BAFANG_CAN') return null;
  return (
    <>
      <BafangInfoPanel />
      <BafangSpeedPanel />
      <BafangParametersPanel />
      <BafangTorquePanel />
      <BafangDisplayPanel />
      <BafangCalibrationPanel />
      <BafangSnapshotsPanel />
    </>
  );
}
