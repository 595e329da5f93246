// Which link the bike is reached through (issue 29): the cable, a Wi-Fi or a Bluetooth LE adapter,
// as the bridge's connector identification says (its driver and address), read once per workspace.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bridgeRequest } from '../../lib/bridge/bridge-client.ts';
import type { BridgeResultOf } from '../../lib/bridge/bridge-types.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { serviceToolKeys, isBikeConnected, useServiceTool } from '../../domain/service-tool/index.ts';

type ConnectorInfo = BridgeResultOf<'/v2/connector/basic_info', 'get'>;

// Per workspace and connection type: a reconnect through the other link reads it again.
const connectorQuery = (workspaceId: number, type: string) =>
  queryOptions({
    queryKey: [...serviceToolKeys.all(), workspaceId, 'connector', type] as const,
    queryFn: ({ signal }) =>
      bridgeRequest('get', '/v2/connector/basic_info', { signal, action: 'Read connector information' }),
    staleTime: Infinity,
    // Only a note beside the bike: an older bridge or a busy bus leaves it out, no alert.
    meta: { silent: true },
  });

function linkKey(driver: ConnectorInfo['driver']): 'tcp' | 'ble' | 'cable' | 'sim' {
  if (driver === 'tcp' || driver === 'ble' || driver === 'sim') return driver;
  return 'cable';
}

export function LinkInUse() {
  const { t } = useI18n();
  const state = useServiceTool();
  const id = state.workspace?.id ?? 0;
  const enabled = id > 0 && isBikeConnected(state);
  const { data, isError } = useQuery({ ...connectorQuery(id, state.bridge?.connection_type ?? ''), enabled });
  if (id === 0) return null;
  // The line keeps its place while the bike's connection and the bridge's answer are not known (over a
  // slow adapter, seconds) and when the bridge cannot tell: arriving later, it moved the navigation
  // below it under a technician's click.
  if (!enabled || isError)
    return (
      <p className="muted st-small st-link st-reserved" aria-hidden="true">
        {'\u00a0'}
      </p>
    );
  const link = data ? t(`st.link.${linkKey(data.driver)}`, { address: data.serial_path ?? '' }) : '…';
  return <p className="muted st-small st-link">{t('st.link', { link })}</p>;
}
