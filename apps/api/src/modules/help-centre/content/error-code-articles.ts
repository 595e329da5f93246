// One help article per HMI error code of the catalogue (DemoErrorCodes): what it means, what the
// rider can do, and what the mechanic does. English and Traditional Chinese.
import { DemoErrorCodes, type DemoErrorCode } from '@dealer/contracts';
import type { SectionKey } from './kb-structure.ts';
import type { Guidance } from './error-code-guidance.ts';
import { driveGuidance } from './error-code-guidance-drive.ts';
import { peripheralGuidance } from './error-code-guidance-peripherals.ts';

const guidance: Record<string, Guidance> = { ...driveGuidance, ...peripheralGuidance };

const CATEGORY_OF_COMPONENT: Record<string, string> = {
  motor: 'motor',
  battery: 'battery',
  torque: 'torque_sensor',
  speed_sensor: 'speed_sensor',
  hmi: 'hmi',
  controller: 'controller',
  front_light: 'front_light',
  derailleur: 'misc',
};

const list = (items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
const LEVEL = { low: ['Low', '低'], medium: ['Medium', '中'], high: ['High', '高'] } as const;

export interface SeedArticle {
  id: number;
  sectionKey: SectionKey;
  labels: string[];
  brandId?: number;
  promoted?: boolean;
  en: { title: string; body: string };
  zh: { title: string; body: string };
}

export const ERROR_CODE_ARTICLE_BASE = 37100000000000;

export function errorCodeArticles(): SeedArticle[] {
  return DemoErrorCodes.map((e: DemoErrorCode, i) => {
    const g = guidance[e.code];
    if (!g) throw new Error(`no help article text for error code ${e.code}`);
    const sectionKey = ['motor', 'controller'].includes(e.component)
      ? 'errDrive'
      : e.component === 'battery'
        ? 'errBattery'
        : 'errPeripherals';
    return {
      id: ERROR_CODE_ARTICLE_BASE + i + 1,
      sectionKey,
      labels: [
        `error_code:${e.code}`,
        `category:${CATEGORY_OF_COMPONENT[e.component] ?? 'misc'}`,
        `level:${e.level}`,
      ],
      en: {
        title: `${e.code} ${e.title}`,
        body: `<p><strong>Danger level:</strong> ${LEVEL[e.level][0]}</p><h2>What it means</h2><p>${g.cause[0]}</p><h2>What the rider can do</h2>${list(g.rider[0])}<h2>What the mechanic does</h2>${list(g.mechanic[0])}`,
      },
      zh: {
        title: `${e.code} ${g.zhTitle}`,
        body: `<p><strong>危險等級：</strong>${LEVEL[e.level][1]}</p><h2>代碼說明</h2><p>${g.cause[1]}</p><h2>騎士可以做什麼</h2>${list(g.rider[1])}<h2>技師處理方式</h2>${list(g.mechanic[1])}`,
      },
    };
  });
}
