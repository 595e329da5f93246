// Reads server-sent events from a listening bridge (tests): collects `data:` payloads until enough
// have arrived, then closes the stream.
export async function readEvents(
  url: string,
  count: number,
  options: { headers?: Record<string, string>; during?: () => Promise<unknown> } = {},
): Promise<unknown[]> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: options.headers ?? {}, signal: controller.signal });
  if (!res.ok || !res.body) throw new Error(`stream ${url} answered ${res.status}`);
  const reader = res.body.getReader();
  const events: unknown[] = [];
  let buffer = '';
  const pending = options.during?.();
  const timer = setTimeout(() => controller.abort(), 10_000);
  try {
    while (events.length < count) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += Buffer.from(value).toString('utf8');
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (data) events.push(JSON.parse(data.slice(6)));
      }
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  await pending;
  return events;
}
