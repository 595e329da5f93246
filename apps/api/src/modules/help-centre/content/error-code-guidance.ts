// Rider and mechanic guidance per error code (English, Traditional Chinese).

export interface Guidance {
  zhTitle: string;
  cause: [en: string, zh: string];
  rider: [en: string[], zh: string[]];
  mechanic: [en: string[], zh: string[]];
}
