// The display's clock and mileage (0x62/0x01–0x03, 0x63/0x02): the clock set from this computer (the
// display answers no read of it), total and trip mileage written and read back, and the service
// mileage reset after a confirmation (the value before is kept in the snapshots).
import { localeFormat } from '@dealer/contracts';
import { useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { TextField } from '../../../../components/ui/Field.tsx';
import { useI18n } from '../../../../lib/i18n/i18n.ts';
import { reactToServiceToolError } from '../../../../domain/service-tool/index.ts';
import { notify, showAlert } from '../../../../lib/stores/shell-stores.ts';
import {
  tripQuery,
  useBafangQuery,
  useResetServiceMileage,
  useSetDisplayTime,
  useWriteMileage,
} from '../bafang-calls.ts';

export function BafangDisplayPanel() {
  const { t, locale } = useI18n();
  const trip = useBafangQuery(tripQuery);
  const setTime = useSetDisplayTime();
  const writeMileage = useWriteMileage();
  const resetService = useResetServiceMileage();
  const [total, setTotal] = useState('');
  const [tripKm, setTripKm] = useState('');
  useEffect(() => {
    if (!trip.data) return;
    setTotal(String(trip.data.total_km));
    setTripKm(String(trip.data.trip_km));
  }, [trip.data]);
  const onError = (action: string) => (err: unknown) => reactToServiceToolError(err, { action });
  const saved = () => notify('success', t('stb.bafang.saved'));
  const changedMileage = () => ({
    ...(total !== String(trip.data?.total_km) ? { total_km: Number(total) } : {}),
    ...(tripKm !== String(trip.data?.trip_km) ? { trip_km: Number(tripKm) } : {}),
  });
  const service = trip.data ? localeFormat(locale).quantity(trip.data.service_km, 'km') : '—';
  return (
    <section className="panel" aria-labelledby="bafang-display">
      <h2 id="bafang-display">{t('stb.bafang.display')}</h2>
      <p>{t('stb.bafang.clockHint')}</p>
      <Button
        variant="secondary"
        busy={setTime.isPending}
        onClick={() => {
          const now = new Date();
          const body = { hours: now.getHours(), minutes: now.getMinutes(), seconds: now.getSeconds() };
          setTime.mutate(body, {
            onSuccess: () =>
              notify('success', t('stb.bafang.clockSet', { time: localeFormat(locale).time(now) })),
            onError: onError(t('stb.bafang.setClock')),
          });
        }}
      >
        {t('stb.bafang.setClock')}
      </Button>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          writeMileage.mutate(changedMileage(), {
            onSuccess: saved,
            onError: onError(t('stb.bafang.mileage')),
          });
        }}
      >
        <TextField
          label={t('stb.bafang.totalKmField')}
          type="number"
          min={0}
          step={1}
          value={total}
          onChange={(e) => setTotal(e.target.value)}
        />
        <TextField
          label={t('stb.bafang.tripKmField')}
          type="number"
          min={0}
          step="0.1"
          value={tripKm}
          onChange={(e) => setTripKm(e.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          busy={writeMileage.isPending}
          disabled={!trip.data || Object.keys(changedMileage()).length === 0}
        >
          {t('stb.bafang.saveMileage')}
        </Button>
      </form>
      <p data-testid="bafang-service-km">{t('stb.bafang.serviceSince', { distance: service })}</p>
      <Button
        variant="secondary"
        busy={resetService.isPending}
        disabled={!trip.data}
        onClick={() =>
          showAlert({
            type: 'warning',
            title: t('stb.bafang.resetServiceTitle'),
            subtitle: t('stb.bafang.resetServiceText', { distance: service }),
            confirmText: t('stb.bafang.resetService'),
            onConfirm: () =>
              resetService.mutate(undefined, {
                onSuccess: saved,
                onError: onError(t('stb.bafang.resetService')),
              }),
          })
        }
      >
        {t('stb.bafang.resetService')}
      </Button>
    </section>
  );
}
