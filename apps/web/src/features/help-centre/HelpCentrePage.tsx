// /help: the help centre: search, error-code lookup, where the serial number is, and the
// categories in display order with their sections and articles, in the portal's language.
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { CategoryBrowser } from './components/CategoryBrowser.tsx';
import { ErrorCodeLookup } from './components/ErrorCodeLookup.tsx';
import { HelpSearch } from './components/HelpSearch.tsx';
import { SerialNumberHelp } from './components/SerialNumberHelp.tsx';
import './help-centre.css';

export function HelpCentrePage() {
  const { t } = useI18n();
  return (
    <ScreenFrame title={t('help.title')} description={t('help.description')}>
      <div className="hc-top">
        <div className="stack">
          <HelpSearch />
          <SerialNumberHelp />
        </div>
        <ErrorCodeLookup />
      </div>
      <CategoryBrowser />
    </ScreenFrame>
  );
}
