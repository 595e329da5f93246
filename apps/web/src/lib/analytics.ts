// Analytics events with the spec's property names; the sink is pluggable (none by default), so
// the portal sends nothing anywhere unless an operator installs one.
export interface AnalyticsProperties {
  pageName?: string;
  tasks?: string[];
  taskRemain?: number;
  errorCode?: number | string;
  dealerBrandList?: string[];
}

type Sink = (event: string, properties: AnalyticsProperties) => void;
const sinks = new Set<Sink>();
const recent: { event: string; properties: AnalyticsProperties }[] = [];

export function addAnalyticsSink(sink: Sink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}

export function track(event: string, properties: AnalyticsProperties = {}): void {
  recent.push({ event, properties });
  if (recent.length > 50) recent.shift();
  for (const sink of sinks) sink(event, properties);
}

/** The last events, newest last (read by tests and the e2e journeys through window). */
export const recentEvents = () => [...recent];
