// A failed reset call in plain words, with the catalogue code in small print.
import { useI18n } from '../../../lib/i18n/i18n.ts';
import type { ResetError } from '../reset-errors.ts';

export function ResetErrorMessage({ error }: { error: ResetError | null }) {
  const { t } = useI18n();
  return (
    <div className="reset-error" role="alert">
      {error ? (
        <p className="field-error">
          {t(error.message)}
          {error.code ? (
            <small className="reset-error-code">{t('reset.errorCode', { code: error.code })}</small>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
