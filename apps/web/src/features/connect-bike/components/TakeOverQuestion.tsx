// "This bike is held by another session of yours — take over?" (401007, decision 2800): asked when a
// fresh connect reads the bike's identity and when a stored workspace reconnects its bike alike.
import { Button } from '../../../components/ui/Button.tsx';
import { plainError } from '../../../lib/bridge/plain-error.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';

interface Props {
  /** The bridge's refusal (401007): its code is shown in the small print. */
  error: unknown;
  onTakeOver: () => void;
}

export function TakeOverQuestion({ error, onTakeOver }: Props) {
  const { t } = useI18n();
  const code = plainError(error).code;
  return (
    <div className="banner banner-warning cb-read-failed" role="status">
      <p className="cb-read-what">{t('st.connect.takeOver.title')}</p>
      <p>{t('st.connect.takeOver.text')}</p>
      <div className="row">
        <Button onClick={onTakeOver}>{t('st.connect.takeOver.button')}</Button>
      </div>
      {code ? <small className="muted">{code}</small> : null}
    </div>
  );
}

/** The question as a step of its own: a stored workspace's reconnect met the bike held (decision 2800). */
export const TakeOverStep = (props: Props) => (
  <div className="card cb-step">
    <TakeOverQuestion {...props} />
  </div>
);
