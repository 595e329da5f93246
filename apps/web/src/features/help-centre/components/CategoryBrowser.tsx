// Categories in the spec's display order (HelpCategoryOrder), their sections, a section's articles.
import { useState } from 'react';
import { Link } from 'react-router';
import { HelpCategoryId, HelpCategoryOrder } from '@dealer/contracts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { href } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { useCategories } from '../api/get-categories.ts';
import { useSectionArticles } from '../api/get-section-articles.ts';
import { useSections } from '../api/get-sections.ts';

const ORDER: number[] = HelpCategoryOrder.map((key) => HelpCategoryId[key]);

export function CategoryBrowser() {
  const { t, language } = useI18n();
  const categories = useCategories(language);
  const sections = useSections(language);
  const [open, setOpen] = useState<number | null>(null);
  const articles = useSectionArticles(open, language);
  if (!categories.data || !sections.data) return <Spinner label={t('common.loading')} />;
  const ordered = [...categories.data].sort((a, b) => ORDER.indexOf(a.id) - ORDER.indexOf(b.id));
  return (
    <div className="hc-categories">
      {ordered.map((c) => (
        <section key={c.id} className="card hc-category" aria-labelledby={`hc-cat-${c.id}`}>
          <h2 id={`hc-cat-${c.id}`}>{c.name}</h2>
          {c.description ? <p className="muted">{c.description}</p> : null}
          <ul className="hc-list">
            {sections.data
              .filter((s) => s.category_id === c.id)
              .map((s) => (
                <li key={s.id}>
                  <button
                    type="button"
                    className="hc-section-button"
                    aria-expanded={open === s.id}
                    onClick={() => setOpen(open === s.id ? null : s.id)}
                  >
                    {s.name}
                  </button>
                  {open === s.id ? (
                    !articles.data ? (
                      <Spinner size={20} label={t('common.loading')} />
                    ) : (
                      <ul className="hc-articles">
                        {articles.data.map((a) => (
                          <li key={a.id}>
                            <Link to={href.helpArticle(a.id)}>{a.title}</Link>
                          </li>
                        ))}
                      </ul>
                    )
                  ) : null}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
