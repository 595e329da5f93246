// Every date, time, number and unit the portal shows or prints goes through here, so the screens
// (apps/web) and the PDFs (apps/api) write them alike and in the reader's locale, through Intl:
// "27 Nov 2026, 14:38" / "Nov 27, 2026, 2:38 PM" / "2026年11月27日 14:38", "21,5 °C" in German.
// Nothing here writes a pattern of its own: the 24-hour clock with an AM/PM marker beside it
// ("14:38 PM") came from a hand-made English pattern (docs/decisions/2820).
export type DateInput = Date | string | number;

/** Units the portal shows. Intl knows a few by name; the electrical ones keep their SI symbol. */
export type QuantityUnit = 'km/h' | 'km' | '°C' | '%' | 'V' | 'A' | 'Nm' | 'rpm' | 'Wh' | 'h' | 'min';

export const QuantityUnits: readonly QuantityUnit[] = [
  'km/h',
  'km',
  '°C',
  '%',
  'V',
  'A',
  'Nm',
  'rpm',
  'Wh',
  'h',
  'min',
];
export const isQuantityUnit = (unit: string): unit is QuantityUnit =>
  (QuantityUnits as readonly string[]).includes(unit);

const INTL_UNIT: Partial<Record<QuantityUnit, string>> = {
  'km/h': 'kilometer-per-hour',
  km: 'kilometer',
  '°C': 'celsius',
  '%': 'percent',
  h: 'hour',
  min: 'minute',
};

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

function toDate(value: DateInput): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** True when Intl knows the time zone (an IANA name such as "Europe/Berlin", or "UTC"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface LocaleFormat {
  locale: string;
  /** "27 Nov 2026" in the locale's order and month names; empty for an invalid date. */
  date(value: DateInput): string;
  /** Date and clock time in the locale's own clock (12- or 24-hour, never both). */
  dateTime(value: DateInput): string;
  /** The clock time alone. */
  time(value: DateInput): string;
  /** A number with the locale's grouping and decimal mark; `digits` fixes the decimals. */
  number(value: number, digits?: number): string;
  /** A value with its unit: "21,5 °C", "86 %", "24 km/h", "39,6 V". */
  quantity(value: number, unit: QuantityUnit, digits?: number): string;
}

/**
 * The formatter of one locale. `timeZone` is the reader's (a PDF is printed on the server, so the
 * portal sends its browser's zone); `zoneName` adds the zone's short name, for papers read elsewhere.
 */
export function localeFormat(
  locale: string,
  options: { timeZone?: string; zoneName?: boolean } = {},
): LocaleFormat {
  const cacheKey = `${locale}|${options.timeZone ?? ''}|${options.zoneName === true}`;
  const cached = made.get(cacheKey);
  if (cached) return cached;
  const made1 = makeFormat(locale, options);
  made.set(cacheKey, made1);
  return made1;
}

// Intl formatters are slow to build and screens format in every row: one per locale and zone.
const made = new Map<string, LocaleFormat>();

function makeFormat(locale: string, options: { timeZone?: string; zoneName?: boolean }): LocaleFormat {
  const zone: Intl.DateTimeFormatOptions = options.timeZone ? { timeZone: options.timeZone } : {};
  const named: Intl.DateTimeFormatOptions = options.zoneName ? { timeZoneName: 'short' } : {};
  const dateFmt = new Intl.DateTimeFormat(locale, { ...DATE, ...zone });
  const dateTimeFmt = new Intl.DateTimeFormat(locale, { ...DATE, ...TIME, ...zone, ...named });
  const timeFmt = new Intl.DateTimeFormat(locale, { ...TIME, ...zone, ...named });
  const fmt = (f: Intl.DateTimeFormat) => (value: DateInput) => {
    const d = toDate(value);
    return d ? f.format(d) : '';
  };
  const numberOf = (digits?: number, extra: Intl.NumberFormatOptions = {}) =>
    new Intl.NumberFormat(locale, {
      ...(digits === undefined
        ? { maximumFractionDigits: 2 }
        : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
      ...extra,
    });
  return {
    locale,
    date: fmt(dateFmt),
    dateTime: fmt(dateTimeFmt),
    time: fmt(timeFmt),
    number: (value, digits) => numberOf(digits).format(value),
    quantity: (value, unit, digits) => {
      const intl = INTL_UNIT[unit];
      if (unit === '%') return numberOf(digits, { style: 'percent' }).format(value / 100);
      if (intl) return numberOf(digits, { style: 'unit', unit: intl, unitDisplay: 'short' }).format(value);
      // V, A, Nm, rpm, Wh: Intl has no such unit; the number in the locale, the SI symbol after it.
      return `${numberOf(digits).format(value)}\u00a0${unit}`;
    },
  };
}
