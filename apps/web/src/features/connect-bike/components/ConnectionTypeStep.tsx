// Step 2: cable or Bluetooth, with the live bridge/connector status; no bridge → the installer links.
// A connection type the bridge cannot use is shown switched off with the reason (decision 1762).
// Focus starts on the chosen option and Enter goes on, so the keyboard (or a scanner) never leaves it.
// Bluetooth goes through a wireless CAN adapter chosen here (WirelessAdapterPicker, decision 2902).
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { showBridgeMissingAlert } from '../../../lib/bridge/bridge-error-reactions.ts';
import { useServiceTool } from '../../../domain/service-tool/index.ts';
import type { ConnectionKind } from '../api/bridge-connection.ts';
import { useBridgeConnectionTypes } from '../api/bridge-connection-types.ts';
import { useAttachedAdapterNames } from '../api/bridge-adapters.ts';
import { useWirelessAdapter } from '../api/bridge-wireless.ts';
import { WirelessAdapterPicker } from './WirelessAdapterPicker.tsx';
import { BridgeStatusLine } from './BridgeStatusLine.tsx';
import { InstallerLinks } from './InstallerLinks.tsx';
import { StepHeader } from './StepHeader.tsx';

export function ConnectionTypeStep({
  value,
  onChange,
  onBack,
  onNext,
}: {
  value: ConnectionKind;
  onChange: (v: ConnectionKind) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useI18n();
  const { bridgeReachable } = useServiceTool();
  const { types, known: typesKnown } = useBridgeConnectionTypes();
  const adapters = useAttachedAdapterNames();
  const wireless = useWirelessAdapter();
  const [needsAdapter, setNeedsAdapter] = useState(false);
  // The adapter sentence keeps its place from the first paint ("Looking for …" until the bridge
  // answers), as tall as its longest known answer in this language and width (`reserve`, laid under it
  // unseen): arriving later, it moved Next down on a phone and a tap landed beside it.
  const adapterLine =
    adapters === undefined
      ? t('st.connect.lookingForAdapters')
      : adapters === null
        ? ''
        : adapters.length > 0
          ? t('st.connect.adaptersFound', { names: adapters.join(', ') })
          : t('st.connect.noAdapterFound');
  const options: { kind: ConnectionKind; title: string; text: string; detail?: string; reserve?: string }[] =
    [
      {
        kind: 'cable',
        title: t('st.connect.cable'),
        text: t('st.connect.cableText'),
        detail: adapterLine,
        reserve: t('st.connect.noAdapterFound'),
      },
      {
        kind: 'ble',
        title: t('st.connect.ble'),
        // Not yet known: the option's description, not a "not available" the bridge has not said.
        text: types.includes('ble') || !typesKnown ? t('st.connect.bleText') : t('st.connect.bleUnavailable'),
      },
    ];
  const chosen = types.includes(value) ? value : 'cable';
  const next = () => {
    if (chosen !== value) onChange(chosen);
    setNeedsAdapter(chosen === 'ble' && !wireless.state?.chosen);
    if (bridgeReachable === false) showBridgeMissingAlert();
    else if (chosen === 'ble' && !wireless.state?.chosen) return;
    else onNext();
  };
  const enter = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || !(e.target instanceof HTMLInputElement) || e.target.name !== 'connection-type')
      return;
    e.preventDefault();
    next();
  };
  return (
    <div className="card cb-step" onKeyDown={enter}>
      <StepHeader step="method" title={t('st.connect.method.title')} />
      <fieldset className="st-options">
        <legend className="visually-hidden">{t('st.connect.method.title')}</legend>
        {options.map((o) => (
          <label
            key={o.kind}
            className={[
              'st-option',
              chosen === o.kind ? 'st-option-selected' : '',
              types.includes(o.kind) ? '' : 'st-option-disabled',
            ].join(' ')}
          >
            <input
              type="radio"
              name="connection-type"
              value={o.kind}
              checked={chosen === o.kind}
              disabled={!types.includes(o.kind)}
              autoFocus={chosen === o.kind}
              onChange={() => onChange(o.kind)}
            />
            <span>
              <strong>{o.title}</strong>
              <span className="muted st-option-text">{o.text}</span>
              {o.detail ? (
                <span className="muted st-option-text st-option-detail" data-reserve={o.reserve}>
                  <span aria-live="polite">{o.detail}</span>
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>
      {chosen === 'ble' ? (
        <WirelessAdapterPicker
          chosen={wireless.state?.chosen}
          wifiAddress={wireless.state?.wifi_addresses[0] ?? ''}
          scan={wireless.scan}
          choose={wireless.choose}
        />
      ) : null}
      {needsAdapter && chosen === 'ble' && !wireless.state?.chosen ? (
        <p className="field-error">{t('st.connect.wireless.chooseFirst')}</p>
      ) : null}
      <BridgeStatusLine />
      {bridgeReachable === false ? <InstallerLinks /> : null}
      <div className="form-actions">
        <Button variant="secondary" onClick={onBack}>
          {t('common.back')}
        </Button>
        <Button onClick={next}>{t('st.connect.next')}</Button>
      </div>
    </div>
  );
}
