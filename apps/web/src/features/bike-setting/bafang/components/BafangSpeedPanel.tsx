// Speed limit, wheel size and circumference of the drive unit (0x32/0x03): the bridge refuses a limit
// above the legal one (400007) and a circumference outside the wheel's window before writing.
import { useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { SelectField, TextField } from '../../../../components/ui/Field.tsx';
import { localeFormat } from '@dealer/contracts';
import { useI18n } from '../../../../lib/i18n/i18n.ts';
import { reactToServiceToolError } from '../../../../domain/service-tool/index.ts';
import { notify } from '../../../../lib/stores/shell-stores.ts';
import { speedQuery, useBafangQuery, useWriteSpeed } from '../bafang-calls.ts';

export function BafangSpeedPanel() {
  const { t, locale } = useI18n();
  const speed = useBafangQuery(speedQuery);
  const write = useWriteSpeed();
  const [limit, setLimit] = useState('');
  const [wheel, setWheel] = useState('');
  const [circ, setCirc] = useState('');
  useEffect(() => {
    if (!speed.data) return;
    setLimit(String(speed.data.speed_limit_kmh));
    setWheel(speed.data.wheel ?? '');
    setCirc(String(speed.data.circumference_mm));
  }, [speed.data]);
  const window = speed.data?.wheels.find((w) => w.label === wheel);
  return (
    <section className="panel" aria-labelledby="bafang-speed">
      <h2 id="bafang-speed">{t('stb.bafang.speed')}</h2>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          const body = { speed_limit_kmh: Number(limit), wheel, circumference_mm: Number(circ) };
          write.mutate(body, {
            onSuccess: () => notify('success', t('stb.bafang.saved')),
            onError: (err) => reactToServiceToolError(err, { action: t('stb.bafang.speed') }),
          });
        }}
      >
        <TextField
          label={t('stb.bafang.speedLimit')}
          type="number"
          step="0.1"
          value={limit}
          hint={t('stb.bafang.legal', {
            limit: localeFormat(locale).quantity(speed.data?.legal_limit_kmh ?? 25, 'km/h'),
          })}
          onChange={(e) => setLimit(e.target.value)}
        />
        <SelectField label={t('stb.bafang.wheel')} value={wheel} onChange={(e) => setWheel(e.target.value)}>
          {speed.data?.wheels.map((w) => (
            <option key={w.label} value={w.label}>
              {w.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('stb.bafang.circumference')}
          type="number"
          value={circ}
          hint={window ? `${window.min_mm}–${window.max_mm} mm` : undefined}
          onChange={(e) => setCirc(e.target.value)}
        />
        <Button type="submit" variant="secondary" busy={write.isPending} disabled={!speed.data}>
          {t('common.save')}
        </Button>
      </form>
    </section>
  );
}
