// Bike time with a time zone: the bike's clock runs in UTC; the screen shows and sets it in the
// chosen GMT offset (lib/format/timezone options). Pure, tested alone.

export function offsetMinutes(offset: string): number {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/** "2026-11-21T10:00:00.000Z" in +01:00 → "2026-11-21T11:00" (value of a datetime-local input). */
export function toLocalInput(iso: string, offset: string): string {
  const ms = Date.parse(iso) + offsetMinutes(offset) * 60_000;
  return new Date(ms).toISOString().slice(0, 16);
}

/** The inverse: a datetime-local value typed in that offset → ISO UTC. */
export function fromLocalInput(local: string, offset: string): string {
  const ms = Date.parse(`${local}:00Z`) - offsetMinutes(offset) * 60_000;
  return new Date(ms).toISOString();
}

/** The browser's own offset as "+HH:MM", to preselect the time zone. */
export function browserOffset(date = new Date()): string {
  const total = -date.getTimezoneOffset();
  const sign = total < 0 ? '-' : '+';
  const abs = Math.abs(total);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
