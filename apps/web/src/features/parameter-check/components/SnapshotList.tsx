// Snapshots taken before each write on this computer, newest first, each restorable.
import { Button } from '../../../components/ui/Button.tsx';
import { formatDateTime } from '../../../lib/format/date.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import type { ParameterSnapshot } from '../snapshots.ts';

export function SnapshotList({
  snapshots,
  busy,
  onRestore,
}: {
  snapshots: ParameterSnapshot[];
  busy: boolean;
  onRestore: (s: ParameterSnapshot) => void;
}) {
  const { t, locale } = useI18n();
  if (snapshots.length === 0) return <p className="muted">{t('stb.param.noSnapshots')}</p>;
  return (
    <ul className="stack" aria-label={t('stb.param.snapshots')}>
      {snapshots.map((s) => (
        <li key={s.takenAt} className="row">
          <span>{formatDateTime(s.takenAt, locale)}</span>
          <span className="muted">{t('stb.param.bytes', { count: s.dataArray.length })}</span>
          <Button size="s" variant="secondary" disabled={busy} onClick={() => onRestore(s)}>
            {t('stb.param.restore')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
