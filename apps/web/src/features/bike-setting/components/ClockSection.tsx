// Bike time: the display's clock shown and set in a chosen time zone (the bike keeps UTC).
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { SelectField, TextField } from '../../../components/ui/Field.tsx';
import { timeZoneOptions } from '../../../lib/format/timezone.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { useClock, useSetClock } from '../api/real-time-clock.ts';
import { browserOffset, fromLocalInput, toLocalInput } from '../clock.ts';
import { useQueryErrorAlert } from '../../../domain/service-tool/index.ts';

export function ClockSection({ onSaved }: { onSaved: (change: string) => void }) {
  const { t } = useI18n();
  const clock = useClock();
  const setClock = useSetClock();
  useQueryErrorAlert([clock], 'Read clock');
  const zones = useMemo(() => timeZoneOptions(), []);
  const [zone, setZone] = useState(() =>
    zones.some((z) => z.value === browserOffset()) ? browserOffset() : '+00:00',
  );
  const [local, setLocal] = useState('');
  useEffect(() => {
    if (clock.data) setLocal(toLocalInput(clock.data.time, zone));
  }, [clock.data, zone]);
  const save = (iso: string) =>
    setClock.mutate(iso, { onSuccess: (d) => onSaved(`real_time_clock=${d.time}`) });
  return (
    <section className="panel" aria-labelledby="setting-clock">
      <h2 id="setting-clock">{t('stb.setting.clock')}</h2>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (local) save(fromLocalInput(local, zone));
        }}
      >
        <SelectField label={t('stb.setting.timeZone')} value={zone} onChange={(e) => setZone(e.target.value)}>
          {zones.map((z) => (
            <option key={z.value} value={z.value}>
              {z.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('stb.setting.bikeTime')}
          type="datetime-local"
          value={local}
          onChange={(e) => setLocal(e.target.value)}
          disabled={!clock.data}
        />
        <Button type="submit" variant="secondary" busy={setClock.isPending} disabled={!clock.data || !local}>
          {t('common.save')}
        </Button>
        <Button
          variant="ghost"
          disabled={!clock.data || setClock.isPending}
          onClick={() => save(new Date().toISOString())}
        >
          {t('stb.setting.syncNow')}
        </Button>
      </form>
    </section>
  );
}
