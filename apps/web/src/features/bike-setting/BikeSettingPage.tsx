// Bike settings (portal-spec §2): light start-up state, maintenance warning, odometer, display unit,
// wheel diameter and bike time, each read from and written to the bike through the bridge. Every
// saved change is recorded as a bike_setting activity (the cloud validates the wheel size with it).
import { useState } from 'react';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import {
  reactToServiceToolError,
  recordActivity,
  useServiceTool,
  CapabilityGate,
} from '../../domain/service-tool/index.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { notify } from '../../lib/stores/shell-stores.ts';
import { useBike } from '../../lib/api/bike.ts';
import { useWheelDiameter } from './api/wheel-diameter.ts';
import { ClockSection } from './components/ClockSection.tsx';
import { LightSection } from './components/LightSection.tsx';
import { MaintenanceSection } from './components/MaintenanceSection.tsx';
import { UnitOdometerSection } from './components/UnitOdometerSection.tsx';
import { WheelSection } from './components/WheelSection.tsx';
import { BafangSettingsSection } from './bafang/BafangSettingsSection.tsx';
import '../../components/charts/charts.css';
import '../../components/ui/panels.css';

export function BikeSettingPage() {
  const { t } = useI18n();
  const { workspace } = useServiceTool();
  const bike = useBike(workspace?.vin);
  const wheel = useWheelDiameter();
  const [recording, setRecording] = useState(false);

  // The activity names the wheel size (the only setting the cloud checks) and says what changed.
  const record = async (change: string, mm = wheel.data?.wheel_diameter_mm) => {
    notify('success', t('stb.setting.saved'));
    if (mm === undefined) return;
    setRecording(true);
    try {
      // Settings raise no task, so no bike re-read: it would also hold the bridge while the next setting is saved.
      await recordActivity(
        'bike_setting',
        { setting: 'wheel_diameter', value: mm, comment: change },
        { dialog: false, reload: false },
      );
    } catch (e) {
      reactToServiceToolError(e, { action: t('stb.setting.record') });
    } finally {
      setRecording(false);
    }
  };

  return (
    <ScreenFrame title={t('screen.bikeSetting')} description={t('screen.bikeSetting.text')}>
      <div className="panel-grid">
        <LightSection onSaved={(c) => void record(c)} />
        <UnitOdometerSection onSaved={(c) => void record(c)} />
        <CapabilityGate
          activity="maintenance_warning"
          id="setting-maintenance"
          title={t('stb.setting.maintenance')}
        >
          <MaintenanceSection onSaved={(c) => void record(c)} />
        </CapabilityGate>
        <WheelSection
          bikeSpecId={bike.data?.bike_spec.id}
          sessionToken={workspace?.sessionToken ?? ''}
          busy={recording}
          onConfirm={(mm) => void record(`wheel_diameter=${mm}mm confirmed`, mm)}
        />
        <CapabilityGate activity="real_time_clock" id="setting-clock" title={t('stb.setting.clock')}>
          <ClockSection onSaved={(c) => void record(c)} />
        </CapabilityGate>
        <BafangSettingsSection />
      </div>
    </ScreenFrame>
  );
}
