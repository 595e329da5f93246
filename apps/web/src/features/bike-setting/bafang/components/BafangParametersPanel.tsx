// Parameter block 1, typed: every writable field with its unit and range (the community tool's), the
// lamps, and the system voltage shown read-only. Only changed fields are sent.
import { useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { TextField } from '../../../../components/ui/Field.tsx';
import { useI18n } from '../../../../lib/i18n/i18n.ts';
import type { MessageKey } from '../../../../lib/i18n/i18n.ts';
import { reactToServiceToolError } from '../../../../domain/service-tool/index.ts';
import { notify } from '../../../../lib/stores/shell-stores.ts';
import { parametersQuery, useBafangQuery, useWriteParameters } from '../bafang-calls.ts';

export function BafangParametersPanel() {
  const { t } = useI18n();
  const params = useBafangQuery(parametersQuery);
  const write = useWriteParameters();
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    if (params.data) setValues(Object.fromEntries(params.data.fields.map((f) => [f.name, String(f.value)])));
  }, [params.data]);
  const changed = () =>
    Object.fromEntries(
      (params.data?.fields ?? [])
        .filter((f) => f.writable && values[f.name] !== String(f.value))
        .map((f) => [f.name, Number(values[f.name])]),
    );
  return (
    <section className="panel" aria-labelledby="bafang-params">
      <h2 id="bafang-params">{t('stb.bafang.parameters')}</h2>
      <form
        className="stack-form"
        onSubmit={(e) => {
          e.preventDefault();
          write.mutate(changed(), {
            onSuccess: () => notify('success', t('stb.bafang.saved')),
            onError: (err) => reactToServiceToolError(err, { action: t('stb.bafang.parameters') }),
          });
        }}
      >
        {params.data?.fields.map((f) => (
          <TextField
            key={f.name}
            label={`${t(`stb.bafang.field.${f.name}` as MessageKey)}${f.unit ? ` (${f.unit})` : ''}`}
            type="number"
            step="any"
            value={values[f.name] ?? ''}
            readOnly={!f.writable}
            hint={`${f.min}–${f.max}`}
            onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
          />
        ))}
        <Button
          type="submit"
          variant="secondary"
          busy={write.isPending}
          disabled={!params.data || Object.keys(changed()).length === 0}
        >
          {t('common.save')}
        </Button>
      </form>
    </section>
  );
}
