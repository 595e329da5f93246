// A checklist of what goes into the report, with each item's comments shown under it.
import { useId } from 'react';
import { useI18n } from '../../../lib/i18n/i18n.ts';

export interface PickItem {
  id: number;
  label: string;
  note: string;
  comments: string[];
}

export function PickList({
  title,
  empty,
  items,
  picked,
  onChange,
}: {
  title: string;
  empty: string;
  items: PickItem[];
  picked: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const all = items.length > 0 && items.every((i) => picked.includes(i.id));
  return (
    <fieldset className="card srp-pick">
      <legend className="srp-legend">{title}</legend>
      {items.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <>
          <div className="checkbox-row">
            <input
              id={`${id}-all`}
              type="checkbox"
              checked={all}
              onChange={() => onChange(all ? [] : items.map((i) => i.id))}
            />
            <label htmlFor={`${id}-all`}>{t('sreport.all')}</label>
          </div>
          <ul className="srp-list">
            {items.map((item) => (
              <li key={item.id} className="srp-pick-item">
                <div className="checkbox-row">
                  <input
                    id={`${id}-${item.id}`}
                    type="checkbox"
                    checked={picked.includes(item.id)}
                    onChange={(e) =>
                      onChange(e.target.checked ? [...picked, item.id] : picked.filter((p) => p !== item.id))
                    }
                  />
                  <label htmlFor={`${id}-${item.id}`}>
                    <span className="srp-cap">{item.label}</span> <span className="muted">({item.note})</span>
                  </label>
                </div>
                {item.comments.map((c, i) => (
                  <blockquote key={i} className="srp-comment">
                    “{c}”
                  </blockquote>
                ))}
              </li>
            ))}
          </ul>
        </>
      )}
    </fieldset>
  );
}
