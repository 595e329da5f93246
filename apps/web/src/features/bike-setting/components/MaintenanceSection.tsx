// Maintenance warning: the display reminds the rider of the next service by distance and/or date.
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { useMaintenanceWarning, useSetMaintenanceWarning } from '../api/maintenance-warning.ts';
import { useQueryErrorAlert } from '../../../domain/service-tool/index.ts';

export function MaintenanceSection({ onSaved }: { onSaved: (change: string) => void }) {
  const { t } = useI18n();
  const warning = useMaintenanceWarning();
  const save = useSetMaintenanceWarning();
  useQueryErrorAlert([warning], 'Read maintenance warning');
  const [enabled, setEnabled] = useState(false);
  const [distance, setDistance] = useState('');
  const [date, setDate] = useState('');
  useEffect(() => {
    if (!warning.data) return;
    setEnabled(warning.data.enabled);
    setDistance(String(warning.data.distance_km));
    setDate(warning.data.date ?? '');
  }, [warning.data]);
  const km = Number(distance);
  const invalid = !/^\d{1,7}$/.test(distance) || km > 1_000_000;
  return (
    <section className="panel" aria-labelledby="setting-maintenance">
      <h2 id="setting-maintenance">{t('stb.setting.maintenance')}</h2>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (invalid) return;
          save.mutate(
            { enabled, distance_km: km, date: date || null },
            {
              onSuccess: () =>
                onSaved(`maintenance_warning=${enabled ? 'on' : 'off'},${km}km,${date || '-'}`),
            },
          );
        }}
      >
        <label className="checkbox-row">
          <input
            type="checkbox"
            checked={enabled}
            onChange={(e) => setEnabled(e.target.checked)}
            disabled={!warning.data}
          />
          {t('stb.setting.maintenanceEnabled')}
        </label>
        <TextField
          label={t('stb.setting.maintenanceKm')}
          inputMode="numeric"
          value={distance}
          onChange={(e) => setDistance(e.target.value.trim())}
          error={invalid && distance !== '' ? t('stb.setting.invalidNumber') : undefined}
          disabled={!warning.data}
        />
        <TextField
          label={t('stb.setting.maintenanceDate')}
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          disabled={!warning.data}
        />
        <Button type="submit" variant="secondary" busy={save.isPending} disabled={!warning.data || invalid}>
          {t('common.save')}
        </Button>
      </form>
    </section>
  );
}
