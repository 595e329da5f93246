// Light start-up state: what the lights do when the bike is switched on.
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { SelectField } from '../../../components/ui/Field.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import {
  useLightStartupState,
  useSetLightStartupState,
  type LightStartupState,
} from '../api/light-startup-state.ts';
import { useQueryErrorAlert } from '../../../domain/service-tool/index.ts';

const STATES: LightStartupState[] = ['turn_on', 'turn_off', 'last_state'];

export function LightSection({ onSaved }: { onSaved: (change: string) => void }) {
  const { t } = useI18n();
  const light = useLightStartupState();
  const save = useSetLightStartupState();
  useQueryErrorAlert([light], 'Read light setting');
  const [value, setValue] = useState<LightStartupState | ''>('');
  useEffect(() => {
    if (light.data) setValue(light.data.light_startup_state);
  }, [light.data]);
  const label = (s: LightStartupState) =>
    t(
      s === 'turn_on'
        ? 'stb.setting.lightOn'
        : s === 'turn_off'
          ? 'stb.setting.lightOff'
          : 'stb.setting.lightLast',
    );
  return (
    <section className="panel" aria-labelledby="setting-light">
      <h2 id="setting-light">{t('stb.setting.light')}</h2>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (value) save.mutate(value, { onSuccess: () => onSaved(`light_startup_state=${value}`) });
        }}
      >
        <SelectField
          label={t('stb.setting.lightLabel')}
          value={value}
          disabled={!light.data}
          onChange={(e) => setValue(e.target.value as LightStartupState)}
        >
          {STATES.map((s) => (
            <option key={s} value={s}>
              {label(s)}
            </option>
          ))}
        </SelectField>
        <Button
          type="submit"
          variant="secondary"
          busy={save.isPending}
          disabled={!light.data || value === light.data.light_startup_state}
        >
          {t('common.save')}
        </Button>
      </form>
    </section>
  );
}
