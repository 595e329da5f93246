// Live status of the bridge, the connector and the bike connection (/v1/status/all).
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n.ts';
import { useServiceTool } from '../../../domain/service-tool/index.ts';

export function BridgeStatusLine() {
  const { t } = useI18n();
  const { bridge, bridgeReachable } = useServiceTool();
  const items: { label: string; value: string; tone: 'good' | 'bad' | 'neutral' }[] = [
    {
      label: t('st.connect.status.bridge'),
      value:
        bridgeReachable === false
          ? t('st.connect.status.notFound')
          : bridgeReachable
            ? t('st.connect.status.running')
            : t('st.connect.status.checking'),
      tone: bridgeReachable === false ? 'bad' : bridgeReachable ? 'good' : 'neutral',
    },
    {
      label: t('st.connect.status.connector'),
      value: bridge ? t(`st.connect.state.${bridge.connector}` as MessageKey) : '—',
      tone: bridge?.connector === 'CONNECTED' ? 'good' : 'neutral',
    },
    {
      label: t('st.connect.status.bike'),
      value: bridge ? t(`st.connect.state.${bridge.connection}` as MessageKey) : '—',
      tone: bridge?.connection === 'CONNECTED' ? 'good' : 'neutral',
    },
  ];
  return (
    <dl className="cb-status" aria-live="polite">
      {items.map((i) => (
        <div key={i.label} className={`cb-status-item cb-tone-${i.tone}`}>
          <dt>{i.label}</dt>
          <dd>{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}
