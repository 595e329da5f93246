// The snapshots the bridge took before each write on this connection; restoring one writes it back
// and reads it back (a restore is snapshotted too, so it can be undone).
import { Button } from '../../../../components/ui/Button.tsx';
import { useI18n } from '../../../../lib/i18n/i18n.ts';
import { reactToServiceToolError } from '../../../../lib/service-tool/errors.ts';
import { notify } from '../../../../lib/stores/shell-stores.ts';
import { snapshotsQuery, useBafangQuery, useRestoreSnapshot } from '../bafang-calls.ts';

export function BafangSnapshotsPanel() {
  const { t } = useI18n();
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
              #{s.id} · {s.kind} · {new Date(s.taken_at).toLocaleTimeString()}
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
