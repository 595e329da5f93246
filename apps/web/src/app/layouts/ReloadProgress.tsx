// While the tasks reload (a full read of the bike through the bridge, then the task engine), a progress
// bar: the read reports no progress of its own, so the value advances with the spec's random helper and
// stops short of 100 until the reload is done.
import { useEffect, useState } from 'react';
import { ProgressBar } from '../../components/charts/ProgressBar.tsx';
import { randomProgress } from '../../lib/format/progress.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';

const TICK_MS = 250;
const CEILING = 90;

export function ReloadProgress() {
  const { t } = useI18n();
  const [value, setValue] = useState(5);
  useEffect(() => {
    const timer = setInterval(() => setValue((v) => Math.min(CEILING, randomProgress(v, 8))), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return <ProgressBar value={value} label={t('st.reloading')} />;
}
