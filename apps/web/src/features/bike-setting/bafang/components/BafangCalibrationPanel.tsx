// Position-sensor calibration of the drive unit (0x62/0x00): the motor turns by itself, so the
// mechanic confirms the rear wheel is free and hands are clear before the bridge starts it.
import { Button } from '../../../../components/ui/Button.tsx';
import { useI18n } from '../../../../lib/i18n/i18n.ts';
import { reactToServiceToolError } from '../../../../domain/service-tool/index.ts';
import { notify, showAlert } from '../../../../lib/stores/shell-stores.ts';
import { useCalibratePositionSensor } from '../bafang-calls.ts';

export function BafangCalibrationPanel() {
  const { t } = useI18n();
  const calibrate = useCalibratePositionSensor();
  return (
    <section className="panel" aria-labelledby="bafang-calibration">
      <h2 id="bafang-calibration">{t('stb.bafang.calibration')}</h2>
      <p>{t('stb.bafang.calibrationHint')}</p>
      <Button
        variant="secondary"
        busy={calibrate.isPending}
        onClick={() =>
          showAlert({
            type: 'warning',
            title: t('stb.bafang.calibrationTitle'),
            subtitle: t('stb.bafang.calibrationWarning'),
            confirmText: t('stb.bafang.calibrate'),
            onConfirm: () =>
              calibrate.mutate(undefined, {
                onSuccess: () => notify('success', t('stb.bafang.calibrated')),
                onError: (err) => reactToServiceToolError(err, { action: t('stb.bafang.calibration') }),
              }),
          })
        }
      >
        {t('stb.bafang.calibrate')}
      </Button>
    </section>
  );
}
