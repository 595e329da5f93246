// What a claim carries from the bike (docs/decisions/1400): the failed component as read, the fault
// codes and open tasks of the workspace reading, the full diagnosis and live-data recording sent with
// it, the warranty dates and the photos. Shown on the claim's page and beside the claim in the review queue.
import { formatDate, formatDateTime } from '../../lib/format/date.ts';
import { componentDisplayName } from '../../lib/i18n/component-names.ts';
import { useI18n, type MessageKey } from '../../lib/i18n/i18n.ts';
import type { ClaimView } from './claim-calls.ts';
import { findingVars } from '../service-tool/index.ts';
import { RecordingSummary } from '../../components/records/RecordingSummary.tsx';
import { PhotoGallery } from './ProtectedPhoto.tsx';
import { ErrorCodeArticles } from '../../lib/help/ErrorCodeArticles.tsx';

const codes = (list: readonly string[] | undefined, none: string) =>
  list && list.length > 0 ? list.join(', ') : none;

export function ClaimEvidence({
  claim,
  headingLevel = 2,
  onRemoveRecording,
  removingRecording = false,
}: {
  claim: ClaimView;
  headingLevel?: 2 | 3;
  /** Given where the claim may still change (the dealer's draft or revision). */
  onRemoveRecording?: () => void;
  removingRecording?: boolean;
}) {
  const { t, locale } = useI18n();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  // Inside a review card (h3) the parts are groups, not landmarks: several cards would repeat the
  // same landmark names (axe landmark-unique).
  const Part = headingLevel === 2 ? 'section' : 'div';
  const partRole = headingLevel === 2 ? undefined : 'group';
  const c = claim.component;
  const ev = claim.evidence ?? null;
  const diag = claim.diagnosis ?? null;
  return (
    <div className="cl-evidence" data-testid="claim-evidence">
      <Part role={partRole} className="card" aria-labelledby={`cl-comp-${claim.id}`}>
        <H id={`cl-comp-${claim.id}`}>{t('claim.component')}</H>
        <dl className="cl-facts">
          <dt>{t('claim.bike')}</dt>
          <dd>
            {claim.brand_name} {claim.bike_model} · {claim.vin}
          </dd>
          <dt>{t('claim.part')}</dt>
          <dd>
            {componentDisplayName(c.part_type)} · {c.part_spec_name || c.part_spec_code}
          </dd>
          <dt>{t('claim.serial')}</dt>
          <dd>{c.serial}</dd>
          <dt>{t('claim.versions')}</dt>
          <dd>
            {t('claim.versionsValue', {
              firmware: c.firmware_version || '–',
              hardware: c.hardware_version || '–',
            })}
          </dd>
          <dt>{t('claim.source')}</dt>
          <dd>{t(c.source === 'reading' ? 'claim.sourceReading' : 'claim.sourceRegistration')}</dd>
          <dt>{t('claim.warranty')}</dt>
          <dd>
            {claim.warranty_start && claim.warranty_end
              ? t('claim.warrantyDates', {
                  start: formatDate(claim.warranty_start, locale),
                  end: formatDate(claim.warranty_end, locale),
                })
              : t('claim.warrantyStock')}{' '}
            <strong>{t(claim.in_warranty ? 'claim.inWarranty' : 'claim.outOfWarranty')}</strong>
          </dd>
          {claim.goodwill_reason ? (
            <>
              <dt>{t('claim.goodwill')}</dt>
              <dd>{claim.goodwill_reason}</dd>
            </>
          ) : null}
        </dl>
      </Part>
      <Part role={partRole} className="card" aria-labelledby={`cl-read-${claim.id}`}>
        <H id={`cl-read-${claim.id}`}>{t('claim.reading')}</H>
        {ev ? (
          <>
            <dl className="cl-facts">
              <dt>{t('claim.readAt')}</dt>
              <dd>{formatDateTime(ev.taken_at, locale)}</dd>
              <dt>{t('claim.activeCodes')}</dt>
              <dd data-testid="claim-active-codes">{codes(ev.active_error_codes, t('claim.none'))}</dd>
              <dt>{t('claim.storedCodes')}</dt>
              <dd>{codes(ev.history_error_codes, t('claim.none'))}</dd>
              <dt>{t('claim.openTasks')}</dt>
              <dd>{t('claim.taskCount', { count: ev.tasks.length })}</dd>
            </dl>
            <ErrorCodeArticles
              codes={[...ev.active_error_codes, ...ev.history_error_codes]}
              label={t('st.fd.codeArticles')}
            />
          </>
        ) : (
          <p className="muted">{t('claim.noReading')}</p>
        )}
        <H>{t('claim.diagnosis')}</H>
        {diag ? (
          <div data-testid="claim-diagnosis">
            <p>
              {formatDateTime(diag.performed_at, locale)}
              {diag.health_score === null ? '' : ` · ${t('book.diagScore', { score: diag.health_score })}`}
            </p>
            <ul className="cl-stages">
              {diag.stages.map((s) => (
                <li key={s.stage}>
                  <strong>{t(`st.fd.stage.${s.stage}` as MessageKey)}</strong>:{' '}
                  {t(`book.diag.${s.status}` as MessageKey)}
                  {s.findings
                    .filter((f) => f.status === 'fail')
                    .map((f) => (
                      <div key={f.key} className="muted">
                        {t(f.key as MessageKey, findingVars(f.vars, t, locale))}
                      </div>
                    ))}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="muted">{t('claim.noDiagnosis')}</p>
        )}
      </Part>
      {claim.recording ? (
        <RecordingSummary
          recording={claim.recording}
          headingLevel={headingLevel}
          onRemove={onRemoveRecording}
          removing={removingRecording}
        />
      ) : null}
      {claim.image_ids.length > 0 ? (
        <Part role={partRole} className="card" aria-labelledby={`cl-photos-${claim.id}`}>
          <H id={`cl-photos-${claim.id}`}>{t('claim.photos')}</H>
          <PhotoGallery prefix="claim" ids={claim.image_ids} ownerId={claim.id} />
        </Part>
      ) : null}
    </div>
  );
}
