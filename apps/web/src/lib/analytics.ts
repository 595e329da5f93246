// Analytics events with the spec's property names, kept in memory only: the portal sends them nowhere
// (no sink was ever installed; tests and journeys read the last ones).
export interface AnalyticsProperties {
  pageName?: string;
  tasks?: string[];
  taskRemain?: number;
  errorCode?: number | string;
  dealerBrandList?: string[];
}

const recent: { event: string; properties: AnalyticsProperties }[] = [];

export function track(event: string, properties: AnalyticsProperties = {}): void {
  recent.push({ event, properties });
  if (recent.length > 50) recent.shift();
}

/** The last events, newest last (read by tests and the e2e journeys through window). */
export const recentEvents = () => [...recent];
