// The Bluetooth choice's adapter (decision 2902): the one chosen last (the bridge remembers it), a
// search for Bluetooth LE CAN adapters listed by name and signal strength and for Wi-Fi adapters that
// announce themselves (mDNS, decision 2904), or a Wi-Fi adapter by its address; when none is found or
// the computer has no Bluetooth, what to do instead.
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { BridgeError } from '../../../lib/bridge/bridge-error.ts';
import type { ScanResult, WirelessChoice } from '../api/bridge-wireless.ts';

type Search =
  | { phase: 'idle' }
  | { phase: 'scanning' }
  | ({ phase: 'found' } & ScanResult)
  | { phase: 'failed'; noBluetooth: boolean };

const ADDRESS = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):\d{1,5}$/;

function signal(rssi: number): 'strong' | 'fair' | 'weak' {
  return rssi >= -65 ? 'strong' : rssi >= -80 ? 'fair' : 'weak';
}

export function WirelessAdapterPicker({
  chosen,
  wifiAddress,
  scan,
  choose,
}: {
  chosen: WirelessChoice | null | undefined;
  wifiAddress: string;
  scan: () => Promise<ScanResult>;
  choose: (c: { link: 'ble' | 'tcp'; address: string; name?: string }) => Promise<void>;
}) {
  const { t } = useI18n();
  const [search, setSearch] = useState<Search>({ phase: 'idle' });
  // What the technician typed; until then the address the bridge knows, which may arrive after the
  // step is shown (the picker is not mounted anew for it: a search already under way keeps its answer).
  const [typed, setTyped] = useState<string>();
  const address = typed ?? wifiAddress;
  const [addressError, setAddressError] = useState<string>();
  const [chooseFailed, setChooseFailed] = useState(false);

  const runScan = async () => {
    setSearch({ phase: 'scanning' });
    try {
      setSearch({ phase: 'found', ...(await scan()) });
    } catch (e) {
      setSearch({ phase: 'failed', noBluetooth: e instanceof BridgeError && e.code === 300019 });
    }
  };
  const take = async (c: { link: 'ble' | 'tcp'; address: string; name?: string }) => {
    setChooseFailed(false);
    try {
      await choose(c);
    } catch {
      setChooseFailed(true);
    }
  };
  const useAddress = () => {
    const a = address.trim();
    if (!ADDRESS.test(a)) return setAddressError(t('st.connect.wireless.badAddress'));
    setAddressError(undefined);
    void take({ link: 'tcp', address: a });
  };

  const found = search.phase === 'found' ? search.adapters.length + search.wifi_adapters.length : 0;
  return (
    <div className="cb-wireless">
      <p role="status">
        {chosen ? t('st.connect.wireless.chosen', { name: chosen.name }) : t('st.connect.wireless.none')}
      </p>
      <Button variant="secondary" onClick={() => void runScan()} disabled={search.phase === 'scanning'}>
        {search.phase === 'scanning' ? t('st.connect.wireless.scanning') : t('st.connect.wireless.scan')}
      </Button>
      {search.phase === 'found' && found > 0 ? (
        <fieldset className="st-options">
          <legend>{t('st.connect.wireless.found')}</legend>
          {search.adapters.map((a) => (
            <label key={a.id} className="st-option">
              <input
                type="radio"
                name="wireless-adapter"
                value={a.id}
                checked={chosen?.link === 'ble' && chosen.address === a.id}
                onChange={() => void take({ link: 'ble', address: a.id, name: a.name })}
              />
              <span>
                <strong>{a.name}</strong>
                <span className="muted st-option-text">
                  {t('st.connect.wireless.signal', {
                    quality: t(`st.connect.wireless.signal.${signal(a.rssi)}`),
                    rssi: a.rssi,
                  })}
                </span>
              </span>
            </label>
          ))}
          {search.wifi_adapters.map((a) => (
            <label key={a.address} className="st-option">
              <input
                type="radio"
                name="wireless-adapter"
                value={a.address}
                checked={chosen?.link === 'tcp' && chosen.address === a.address}
                onChange={() => void take({ link: 'tcp', address: a.address, name: a.name })}
              />
              <span>
                <strong>{a.name}</strong>
                <span className="muted st-option-text">
                  {t('st.connect.wireless.onWifi', { address: a.address })}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {search.phase === 'found' && found === 0 ? (
        <p className="field-error">{t('st.connect.wireless.noneFound')}</p>
      ) : null}
      {search.phase === 'found' && !search.bluetooth ? (
        <p className="field-error">{t('st.connect.wireless.noBluetooth')}</p>
      ) : null}
      {search.phase === 'failed' ? (
        <p className="field-error">
          {search.noBluetooth ? t('st.connect.wireless.noBluetooth') : t('st.connect.wireless.scanFailed')}
        </p>
      ) : null}
      <TextField
        label={t('st.connect.wireless.wifiLabel')}
        hint={t('st.connect.wireless.wifiHint')}
        error={addressError}
        value={address}
        onChange={(e) => setTyped(e.target.value)}
      />
      <Button variant="secondary" onClick={useAddress}>
        {t('st.connect.wireless.useWifi')}
      </Button>
      {chooseFailed ? <p className="field-error">{t('st.connect.wireless.chooseFailed')}</p> : null}
    </div>
  );
}
