// Battery information (issue 6): every pack the bike carries, with charge and health charts, riding
// statistics and assist-level usage as charts, and sleep (ship) mode with its confirmation.
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { useI18n } from '../../lib/i18n/i18n.ts';
import type { BatteryPart } from './api/battery-information.ts';
import { BatteryPack } from './components/BatteryPack.tsx';
import { RidingCharts } from './components/RidingCharts.tsx';
import { SleepMode } from './components/SleepMode.tsx';
import '../../components/charts/charts.css';
import '../../components/ui/panels.css';
import { CapabilityGate, useBikeReading } from '../../domain/service-tool/index.ts';

export function BatteryPage() {
  const { t } = useI18n();
  const reading = useBikeReading();
  // Packs as the last reading found them; the main battery is always asked for.
  const packs: BatteryPart[] = ['battery'];
  if (reading?.basicInfo.components.some((c) => c.part_type === 'range_extender_battery'))
    packs.push('range_extender_battery');
  return (
    <ScreenFrame title={t('stb.battery.title')} description={t('stb.battery.text')}>
      <div className="panel-grid">
        {packs.map((p) => (
          <BatteryPack key={p} partType={p} />
        ))}
        <CapabilityGate activity="riding_stats" id="riding-stats" title={t('stb.battery.riding')}>
          <RidingCharts />
        </CapabilityGate>
        <CapabilityGate activity="power_off" id="sleep-mode" title={t('stb.battery.sleep')}>
          <SleepMode />
        </CapabilityGate>
      </div>
    </ScreenFrame>
  );
}
