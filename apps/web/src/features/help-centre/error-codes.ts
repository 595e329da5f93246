// Error codes as the help centre describes them: code and category from the article's tags
// (parseArticleTags; the category in the portal's language), description from the title after the code.
import { parseArticleTags } from '@dealer/contracts';
import { helpCategoryName } from '../../lib/i18n/help-category-names.ts';

export interface ErrorCodeRow {
  code: string;
  description: string;
  category: string;
  articleId: number;
}

export function errorCodeRows(
  articles: readonly { id: number; title: string; label_names: string[] }[],
): ErrorCodeRow[] {
  const rows: ErrorCodeRow[] = [];
  for (const a of articles) {
    const tags = parseArticleTags(a.label_names);
    if (!tags.errorCode) continue;
    const description = a.title.startsWith(tags.errorCode)
      ? a.title.slice(tags.errorCode.length).trim()
      : a.title;
    rows.push({
      code: tags.errorCode,
      description,
      category: tags.category ? helpCategoryName(tags.category) : '',
      articleId: a.id,
    });
  }
  return rows.sort((x, y) => x.code.localeCompare(y.code));
}

/** "0101", "0x0101" and "0X0101" all find 0x0101; the description matches too. */
export function matchErrorCodes(rows: readonly ErrorCodeRow[], term: string): ErrorCodeRow[] {
  const q = term.trim().toLowerCase().replace(/^0x/, '');
  if (!q) return [...rows];
  return rows.filter(
    (r) => r.code.toLowerCase().replace(/^0x/, '').includes(q) || r.description.toLowerCase().includes(q),
  );
}
