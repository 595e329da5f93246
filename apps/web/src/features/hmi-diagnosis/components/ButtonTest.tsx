// Button test: the press count of every button function, refreshed each second; the technician
// presses each button on the display, or marks a button the bike does not have.
import { StatusBadge } from '../../../components/charts/StatusBadge.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { buttonLabelParts, type ItemStatus } from '../hmi-items.ts';

export function ButtonTest({
  items,
  counts,
  skipped,
  onToggleSkip,
}: {
  items: { name: string; status: ItemStatus }[];
  counts: Partial<Record<string, number>>;
  skipped: ReadonlySet<string>;
  onToggleSkip: (name: string) => void;
}) {
  const { t } = useI18n();
  return (
    <ul className="count-grid" aria-label={t('stb.hmi.buttons')}>
      {items.map((item) => {
        const { press, button } = buttonLabelParts(item.name);
        const count = counts[item.name] ?? 0;
        return (
          <li
            key={item.name}
            className={`count-cell${count > 0 ? ' pressed' : ''}`}
            data-testid={`button-${item.name}`}
          >
            <span className="count-row">
              <span>
                <strong className="title-case">{button}</strong>{' '}
                <span className="muted">· {press === 'long' ? t('stb.hmi.long') : t('stb.hmi.short')}</span>
              </span>
              <span aria-label={t('stb.hmi.presses', { count })}>{count}×</span>
            </span>
            <span className="count-row">
              <label className="muted">
                <input
                  type="checkbox"
                  checked={skipped.has(item.name)}
                  onChange={() => onToggleSkip(item.name)}
                />{' '}
                {t('stb.hmi.absent')}
              </label>
              <StatusBadge
                tone={item.status === 'pass' ? 'good' : item.status === 'skip' ? 'neutral' : 'warn'}
              >
                {t(`stb.status.${item.status}`)}
              </StatusBadge>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
