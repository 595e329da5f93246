// Time-zone options: value is the GMT offset, label "(GMT+01:00) Berlin, Paris, …"; positive offsets
// (including +00:00) first in ascending order, then negative ones from −01:00 to −12:00.

const CITIES: Record<string, string> = {
  '+00:00': 'London, Dublin, Lisbon',
  '+01:00': 'Berlin, Amsterdam, Paris, Rome',
  '+02:00': 'Helsinki, Athens, Cairo',
  '+03:00': 'Istanbul, Moscow, Nairobi',
  '+03:30': 'Tehran',
  '+04:00': 'Dubai, Baku',
  '+04:30': 'Kabul',
  '+05:00': 'Karachi, Tashkent',
  '+05:30': 'Kolkata, Colombo',
  '+05:45': 'Kathmandu',
  '+06:00': 'Dhaka, Almaty',
  '+06:30': 'Yangon',
  '+07:00': 'Bangkok, Jakarta, Hanoi',
  '+08:00': 'Taipei, Singapore, Perth',
  '+09:00': 'Tokyo, Seoul',
  '+09:30': 'Adelaide, Darwin',
  '+10:00': 'Sydney, Brisbane, Guam',
  '+11:00': 'Noumea, Solomon Islands',
  '+12:00': 'Auckland, Fiji',
  '+13:00': "Nuku'alofa, Apia",
  '+14:00': 'Kiritimati',
  '-01:00': 'Azores, Cape Verde',
  '-02:00': 'South Georgia',
  '-03:00': 'São Paulo, Buenos Aires',
  '-03:30': "St. John's",
  '-04:00': 'Halifax, Caracas, La Paz',
  '-05:00': 'New York, Toronto, Bogotá',
  '-06:00': 'Chicago, Mexico City',
  '-07:00': 'Denver, Phoenix',
  '-08:00': 'Los Angeles, Vancouver',
  '-09:00': 'Anchorage',
  '-10:00': 'Honolulu',
  '-11:00': 'Pago Pago',
  '-12:00': 'Baker Island',
};

export interface TimeZoneOption {
  value: string;
  label: string;
}

const minutes = (offset: string) =>
  (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));

function compareOffsets(a: string, b: string): number {
  const ma = minutes(a);
  const mb = minutes(b);
  if (ma >= 0 !== mb >= 0) return ma >= 0 ? -1 : 1;
  return Math.abs(ma) - Math.abs(mb);
}

export function timeZoneOptions(): TimeZoneOption[] {
  return Object.keys(CITIES)
    .sort(compareOffsets)
    .map((offset) => ({ value: offset, label: `(GMT${offset}) ${CITIES[offset] ?? ''}`.trim() }));
}
