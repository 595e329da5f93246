// The snapshots the bridge took before each write on this connection; restoring one writes it back
// and reads it back (a restore is snapshotted too, so it can be undone).
import { localeFormat } from '@dealer/contracts';
import { Button } from '../../../../components/ui/Button.tsx';
import { useI18n } from '../../../../lib/i18n/i18n.ts';
import type { MessageKey } from '../../../../lib/i18n/i18n.ts';
import { reactToServiceToolError } from '../../../../domain/service-tool/index.ts';
import { notify } from '../../../../lib/stores/shell-stores.ts';
import { snapshotsQuery, useBafangQuery, useRestoreSnapshot } from '../bafang-calls.ts';

/** What each snapshot holds, in the words of the panel that wrote it (not the bridge's kind names). */
const kindLabel: Record<string, MessageKey> = {
  speed: 'stb.bafang.speed',
  parameter1: 'stb.bafang.parameters',
  parameter2: 'stb.bafang.torque',
  display_mileage: 'stb.bafang.mileage',
  service_mileage: 'stb.bafang.resetService',
};

export function BafangSnapshotsPanel() {
  const { t, locale } = useI18n();
  const snaps = useBafangQuery(snapshotsQuery);
  const restore = useRestoreSnapshot();
  const list = snaps.data?.snapshots ?? [];
  return (
    <section className="panel" aria-labelledby="bafang-snapshots">
      <h2 id="bafang-snapshots">{t('stb.bafang.snapshots')}</h2>
      {list.length === 0 ? <p>{t('stb.bafang.noSnapshots')}</p> : null}
      <ul className="plain-list" data-testid="bafang-snapshot-list">
        {list.map((s) => (
          <li key={s.id}>
            <span>
              #{s.id} · {kindLabel[s.kind] ? t(kindLabel[s.kind]!) : s.kind} ·{' '}
              {localeFormat(locale).time(s.taken_at)}
            </span>{' '}
            {s.kind === 'service_mileage' ? null : (
              <Button
                variant="secondary"
                busy={restore.isPending && restore.variables === s.id}
                onClick={() =>
                  restore.mutate(s.id, {
                    onSuccess: () => notify('success', t('stb.bafang.restored')),
                    onError: (err) => reactToServiceToolError(err, { action: t('stb.bafang.restore') }),
                  })
                }
              >
                {t('stb.bafang.restore')} #{s.id}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
