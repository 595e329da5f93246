import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Icon } from '../../components/ui/Icon.tsx';
import { paths } from '../../config/paths.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';

export function SearchBox() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  // The short name fits the narrow box; the full hint once the technician is in it (it widens).
  const [focused, setFocused] = useState(false);
  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(e) => {
        e.preventDefault();
        if (term.trim()) void navigate(`${paths.searchResult}?q=${encodeURIComponent(term.trim())}`);
      }}
    >
      <Icon name="search" size={18} />
      <input
        type="search"
        aria-label={t('nav.search')}
        placeholder={focused ? t('nav.searchPlaceholder') : t('nav.search')}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
    </form>
  );
}
