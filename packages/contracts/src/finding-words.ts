// A stored diagnosis finding is a message key and its values (codes, part types, numbers, a health
// band), never text: it is worded when it is read, in the reader's language, by the screens and the
// PDFs alike. Findings stored before this kept a component name in the language they were run in;
// such a name is not a part type and is shown as it was stored (docs/decisions/2822).
import type { LocaleFormat, QuantityUnit } from './locale-format.ts';
import { PartType } from './enums.ts';

export type FindingVars = Record<string, string | number>;

/** Values that pick a plural form: ICU counts them itself ("#"), so they stay numbers. */
const COUNTS = new Set(['count', 'trips', 'open']);
/**
 * Measured values, written in the reader's digits and, where they have one, with their unit as the
 * locale writes it ("86 %" in German, "86%" in Japanese): the messages hold no unit of their own. By
 * name, as records stored through a schema that coerced numbers to text hold "21.5"; a module ID or a
 * code of digits is not a measurement.
 */
const MEASURES = new Map<string, QuantityUnit | null>([
  ['charge', '%'],
  ['cycles', null],
  ['health', '%'],
  ['min', '%'],
  ['temperature', '°C'],
  ['km', 'km'],
  ['hours', 'h'],
  ['energy', 'Wh'],
  ['score', null],
]);
const DECIMAL = /^-?\d+(\.\d+)?$/;
/** Numbers that name something (an error code, a module ID): never grouped like a quantity. */
const IDENTIFIERS = new Set(['code', 'mid']);

export interface FindingWording {
  /** The catalogue's message for a key built at run time, or null when it has none. */
  message: (key: string) => string | null;
  format: LocaleFormat;
}

const isPartType = (v: string): v is PartType => (PartType as readonly string[]).includes(v);

/** The finding's values as the reader reads them: part names, band, reason and numbers worded. */
export function wordFindingVars(vars: FindingVars | undefined, w: FindingWording): FindingVars | undefined {
  if (!vars) return vars;
  const out: FindingVars = {};
  for (const [name, value] of Object.entries(vars)) {
    const numeric = typeof value === 'number' ? value : DECIMAL.test(value) ? Number(value) : null;
    if (numeric !== null && COUNTS.has(name)) out[name] = numeric;
    else if (numeric !== null && MEASURES.has(name)) {
      const unit = MEASURES.get(name);
      out[name] = unit ? w.format.quantity(numeric, unit) : w.format.number(numeric);
    } else if (typeof value === 'number') out[name] = IDENTIFIERS.has(name) ? value : w.format.number(value);
    else if (name === 'component' && isPartType(value)) out[name] = w.message(`part.${value}`) ?? value;
    else if (name === 'band') out[name] = w.message(`st.band.${value}`) ?? value;
    else out[name] = value;
  }
  // A skipped stage's reason: the bridge's English text, unless the finding kept the reason's code.
  const code = vars.reasonCode;
  if (typeof code === 'string') out.reason = w.message(`st.unavailable.reason.${code}`) ?? out.reason ?? '';
  return out;
}
