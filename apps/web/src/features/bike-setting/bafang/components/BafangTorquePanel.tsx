// The six torque profiles of parameter block 2 (0x60/0x12), one column per profile, each field with
// its unit and range from the codec (the community tool's layout). Only changed cells are sent; the
// bridge snapshots the block, writes it and reads it back.
import { TORQUE_PROFILE_FIELDS, type BafangTorqueProfileField } from '@dealer/contracts';
import { useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { ScrollRegion } from '../../../../components/ui/ScrollRegion.tsx';
import { useI18n } from '../../../../lib/i18n/i18n.ts';
import type { MessageKey } from '../../../../lib/i18n/i18n.ts';
import { reactToServiceToolError } from '../../../../domain/service-tool/index.ts';
import { notify } from '../../../../lib/stores/shell-stores.ts';
import { torqueQuery, useBafangQuery, useWriteTorque } from '../bafang-calls.ts';

const fields = Object.keys(TORQUE_PROFILE_FIELDS) as BafangTorqueProfileField[];
type Grid = Record<BafangTorqueProfileField, string>[];

export function BafangTorquePanel() {
  const { t } = useI18n();
  const torque = useBafangQuery(torqueQuery);
  const write = useWriteTorque();
  const [grid, setGrid] = useState<Grid>([]);
  useEffect(() => {
    if (torque.data)
      setGrid(
        torque.data.profiles.map(
          (p) => Object.fromEntries(fields.map((f) => [f, String(p[f])])) as Grid[number],
        ),
      );
  }, [torque.data]);
  const read = torque.data?.profiles ?? [];
  // One patch per profile, in order: only the cells that differ from what was read.
  const patches = () =>
    grid.map((row, i) =>
      Object.fromEntries(
        fields.filter((f) => row[f] !== String(read[i]?.[f])).map((f) => [f, Number(row[f])]),
      ),
    );
  const changed = patches().some((p) => Object.keys(p).length > 0);
  const label = (f: BafangTorqueProfileField) => {
    const unit = TORQUE_PROFILE_FIELDS[f].unit;
    return `${t(`stb.bafang.torque.${f}` as MessageKey)}${unit ? ` (${unit})` : ''}`;
  };
  return (
    <section className="panel panel-full" aria-labelledby="bafang-torque">
      <h2 id="bafang-torque">{t('stb.bafang.torque')}</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          write.mutate(patches(), {
            onSuccess: () => notify('success', t('stb.bafang.saved')),
            onError: (err) => reactToServiceToolError(err, { action: t('stb.bafang.torque') }),
          });
        }}
      >
        <ScrollRegion labelledBy="bafang-torque">
          <table className="data-table" data-testid="bafang-torque">
            <thead>
              <tr>
                <th scope="col">{t('stb.bafang.torque.field')}</th>
                {grid.map((_, i) => (
                  <th key={i} scope="col">
                    {t('stb.bafang.torque.profile', { n: i + 1 })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {fields.map((f) => (
                <tr key={f}>
                  <th scope="row">{label(f)}</th>
                  {grid.map((row, i) => (
                    <td key={i}>
                      <input
                        type="number"
                        className="cell-input"
                        aria-label={`${label(f)} · ${t('stb.bafang.torque.profile', { n: i + 1 })}`}
                        min={TORQUE_PROFILE_FIELDS[f].min}
                        max={TORQUE_PROFILE_FIELDS[f].max}
                        step={TORQUE_PROFILE_FIELDS[f].scale}
                        value={row[f]}
                        onChange={(e) =>
                          setGrid((g) => g.map((r, j) => (j === i ? { ...r, [f]: e.target.value } : r)))
                        }
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <Button type="submit" variant="secondary" busy={write.isPending} disabled={!changed}>
          {t('common.save')}
        </Button>
      </form>
    </section>
  );
}
