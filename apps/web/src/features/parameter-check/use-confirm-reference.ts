// "Confirm as reference": asked first (ConfirmReference), then the bike's values, read again, are
// recorded as parameter_reference — the cloud's reviewed parameters — and nothing is written to the
// bike (decision 2823).
import { useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n.ts';
import {
  reactToServiceToolError,
  openTaskIds,
  recordActivity,
  type ActivityBody,
} from '../../domain/service-tool/index.ts';
import { notify } from '../../lib/stores/shell-stores.ts';
import type { useDataArray } from './api/data-array.ts';
import type { useCloudReference } from './api/parameter-history.ts';
import { parameterDigest, toNamedParameters } from './parameter-diff.ts';

export function useConfirmReference(
  bike: ReturnType<typeof useDataArray>,
  reference: ReturnType<typeof useCloudReference>,
  partType: ActivityBody<'parameter_reference'>['part_type'] | undefined,
  setBusy: (busy: boolean) => void,
) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    if (!bike.data || !partType) return;
    // The question is answered: the dialog goes, and the page shows the work (and then the activity's
    // own dialog) — two dialogs at once would leave the reader closing the wrong one.
    setAsking(false);
    setBusy(true);
    try {
      const fresh = await bike.refetch();
      const array = fresh.data?.data_array ?? bike.data.data_array;
      await recordActivity('parameter_reference', {
        part_type: partType,
        digest: await parameterDigest(array),
        parameters: toNamedParameters(array),
        task_ids: openTaskIds(['parameter_need_compare'], partType),
      });
      await reference.refetch();
      notify('success', t('stb.param.confirmed'));
    } catch (e) {
      reactToServiceToolError(e, { action: t('stb.param.confirmReference') });
    } finally {
      setBusy(false);
    }
  };
  return { asking, ask: () => setAsking(true), cancel: () => setAsking(false), confirm };
}
