// Step 3, second half: continue the bike's latest workspace at this shop, or start a new one (a new
// service visit).
// Only shown when there is a choice (decision 1760); focus starts on the chosen option, Enter connects.
import { useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { formatDate } from '../../../lib/format/date.ts';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n.ts';
import type { WorkspaceSuggestion } from '../api/suggest-workspace.ts';
import { StepHeader } from './StepHeader.tsx';

export function WorkspaceStep({
  vin,
  previous,
  onBack,
  onNext,
}: {
  vin: string;
  previous: WorkspaceSuggestion['workspace'];
  onBack: () => void;
  onNext: (workspaceId: number | undefined) => void;
}) {
  const { t, locale } = useI18n();
  const [choice, setChoice] = useState<'resume' | 'new'>(previous ? 'resume' : 'new');
  const go = () => onNext(choice === 'resume' && previous ? previous.id : undefined);
  const enter = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || !(e.target instanceof HTMLInputElement)) return;
    e.preventDefault();
    go();
  };
  return (
    <div className="card cb-step" onKeyDown={enter}>
      <StepHeader step="workspace" title={t('st.connect.workspace.title')} />
      <p>
        {t('st.connect.workspace.bike')} <strong className="st-vin">{vin}</strong>
      </p>
      <fieldset className="st-options">
        <legend className="visually-hidden">{t('st.connect.workspace.title')}</legend>
        {previous ? (
          <label className={['st-option', choice === 'resume' ? 'st-option-selected' : ''].join(' ')}>
            <input
              type="radio"
              name="workspace"
              checked={choice === 'resume'}
              autoFocus
              onChange={() => setChoice('resume')}
            />
            <span>
              <strong>{t('st.connect.workspace.resume', { id: previous.id })}</strong>
              <span className="muted st-option-text">
                {t('st.connect.workspace.opened', { date: formatDate(previous.created_at, locale) })}
                {previous.health_band
                  ? ` · ${t('st.health.title')} ${previous.health_score ?? ''} (${t(`st.band.${previous.health_band}` as MessageKey)})`
                  : ''}
              </span>
            </span>
          </label>
        ) : null}
        <label className={['st-option', choice === 'new' ? 'st-option-selected' : ''].join(' ')}>
          <input
            type="radio"
            name="workspace"
            checked={choice === 'new'}
            autoFocus={!previous}
            onChange={() => setChoice('new')}
          />
          <span>
            <strong>{t('st.connect.workspace.new')}</strong>
            <span className="muted st-option-text">{t('st.connect.workspace.newText')}</span>
          </span>
        </label>
      </fieldset>
      <div className="form-actions">
        <Button variant="secondary" onClick={onBack}>
          {t('common.back')}
        </Button>
        <Button onClick={go}>{t('st.connect.connect')}</Button>
      </div>
    </div>
  );
}
