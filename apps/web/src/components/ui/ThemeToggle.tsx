import { setTheme, useTheme } from '../../lib/theme.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { Icon } from './Icon.tsx';

export function ThemeToggle() {
  const theme = useTheme();
  const { t } = useI18n();
  const label = theme === 'dark' ? t('theme.toggleLight') : t('theme.toggleDark');
  return (
    <button
      type="button"
      className="icon-button header-icon"
      aria-label={label}
      title={label}
      onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}
