// Inapplicable (portal-spec §2, purpose "not shown"): explains why a feature cannot be used on this
// bike — a component it needs is not on the bus, or is stuck in its bootloader — and lists what the
// bike does support. ?feature= names the feature the technician tried to open.
import { Link, useSearchParams } from 'react-router';
import { componentDisplayName } from '../../lib/i18n/component-names.ts';
import { StatusBadge } from '../../components/charts/StatusBadge.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { pageHref, useBikeReading } from '../../domain/service-tool/index.ts';
import { applicability, FEATURES, isFeature, type Feature, type Verdict } from './applicability.ts';
import '../../components/charts/charts.css';
import '../../components/ui/panels.css';

function reasonText(t: ReturnType<typeof useI18n>['t'], v: Verdict): string {
  if (v.available) return t('stb.inapplicable.available');
  const parts = v.parts.map(componentDisplayName).join(', ');
  return v.reason === 'missing'
    ? t('stb.inapplicable.missing', { parts })
    : t('stb.inapplicable.bootloader', { parts });
}

export function InapplicablePage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const reading = useBikeReading();
  const requested = params.get('feature');
  if (!reading) return <Spinner label={t('common.loading')} />;
  const components = reading.basicInfo.components;
  const name = (f: Feature) => t(`stb.feature.${f}`);
  const focus = isFeature(requested) ? requested : null;
  const verdict = focus ? applicability(focus, components) : null;
  return (
    <ScreenFrame title={t('screen.inapplicable')} description={t('screen.inapplicable.text')}>
      {focus && verdict && !verdict.available ? (
        <EmptyState
          icon="warning"
          title={t('stb.inapplicable.title', { feature: name(focus) })}
          text={reasonText(t, verdict)}
          action={
            <Link className="btn btn-primary" to={pageHref('overview')}>
              {t('stb.common.backToOverview')}
            </Link>
          }
        />
      ) : null}
      <section className="panel" aria-labelledby="inapplicable-list">
        <h2 id="inapplicable-list">{t('stb.inapplicable.list')}</h2>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('stb.inapplicable.feature')}</th>
              <th scope="col">{t('stb.diag.state')}</th>
              <th scope="col">{t('stb.inapplicable.why')}</th>
            </tr>
          </thead>
          <tbody>
            {FEATURES.map((f) => {
              const v = applicability(f, components);
              return (
                <tr
                  key={f}
                  className={f === focus && !v.available ? 'row-differs' : undefined}
                  aria-current={f === focus ? 'true' : undefined}
                >
                  <td>{name(f)}</td>
                  <td>
                    {v.available ? (
                      <StatusBadge tone="good">{t('stb.inapplicable.yes')}</StatusBadge>
                    ) : (
                      <StatusBadge tone="bad">{t('stb.inapplicable.no')}</StatusBadge>
                    )}
                  </td>
                  <td>{reasonText(t, v)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </ScreenFrame>
  );
}
