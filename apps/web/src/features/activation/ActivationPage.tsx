// Activation (portal-spec §2): the hand-over date, chosen with a date picker (today or earlier),
// written to the display through the bridge and recorded as bike_activate. The cloud keeps the first
// activation date; activating again shows the date on record.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { StatusBadge } from '../../components/charts/StatusBadge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { reactToServiceToolError, recordActivity, useServiceTool } from '../../domain/service-tool/index.ts';
import { formatDate } from '../../lib/format/date.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { useActivateBike } from './api/activate-bike.ts';
import { bikeQuery, useBike } from '../../lib/api/bike.ts';
import '../../components/charts/charts.css';
import '../../components/ui/panels.css';

const today = () => new Date().toISOString().slice(0, 10);

export function ActivationPage() {
  const { t, locale } = useI18n();
  const { workspace } = useServiceTool();
  const bike = useBike(workspace?.vin);
  const activate = useActivateBike();
  const qc = useQueryClient();
  const [date, setDate] = useState(today);
  const [recording, setRecording] = useState(false);
  const invalid = !/^\d{4}-\d{2}-\d{2}$/.test(date) || date > today();

  const run = async () => {
    try {
      const result = await activate.mutateAsync(date);
      setRecording(true);
      await recordActivity('bike_activate', { activated_at: result.activated_at });
      if (workspace) await qc.invalidateQueries({ queryKey: bikeQuery(workspace.vin).queryKey });
    } catch (e) {
      reactToServiceToolError(e, { action: t('stb.activation.action'), retry: () => void run() });
    } finally {
      setRecording(false);
    }
  };

  return (
    <ScreenFrame title={t('screen.activation')} description={t('screen.activation.text')}>
      <section className="panel" aria-labelledby="activation-status">
        <h2 id="activation-status">{t('stb.activation.status')}</h2>
        {bike.data ? (
          <p className="row">
            {bike.data.activated ? (
              <StatusBadge tone="good">{t('stb.activation.active')}</StatusBadge>
            ) : (
              <StatusBadge tone="neutral">{t('stb.activation.inactive')}</StatusBadge>
            )}
            {bike.data.activated_at ? (
              <span data-testid="activated-at">
                {t('stb.activation.since', { date: formatDate(bike.data.activated_at, locale) })}
              </span>
            ) : null}
          </p>
        ) : null}
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!invalid) void run();
          }}
        >
          <TextField
            label={t('stb.activation.date')}
            type="date"
            max={today()}
            value={date}
            required
            onChange={(e) => setDate(e.target.value)}
            error={date > today() ? t('stb.activation.future') : undefined}
            hint={t('stb.activation.hint')}
          />
          <Button type="submit" busy={activate.isPending || recording} disabled={invalid}>
            {t('stb.activation.button')}
          </Button>
        </form>
      </section>
    </ScreenFrame>
  );
}
