// Help articles for the Bafang CAN error codes whose meaning the sources document (OpenBafangTool
// src/constants/BafangCanConstants.ts ErrorCodes: 08, 14, 21 — see docs/protocols/bafang-can.md).
// Codes appear as the bridge reports them ("BF-21"), so the diagnosis links them like our own codes.
// English and Traditional Chinese so far; the other help locales fall back to English (marked so).
import { BAFANG_DOCUMENTED_CODES, bafangDtc } from '@dealer/contracts';
import { ERROR_CODE_ARTICLE_BASE } from './error-code-articles.ts';
import type { SeedArticle } from './error-code-articles.ts';
import { ol as list } from './help-texts.ts';

/** Rider and mechanic guidance per error code (English, Traditional Chinese). */
interface Guidance {
  zhTitle: string;
  cause: [en: string, zh: string];
  rider: [en: string[], zh: string[]];
  mechanic: [en: string[], zh: string[]];
}

/** The help locales the Bafang articles are written in. */
export const BAFANG_ARTICLE_LOCALES = ['en-us', 'zh-tw'] as const;

/** Bafang articles after the catalogue's own error-code articles. */
const BAFANG_ARTICLE_BASE = ERROR_CODE_ARTICLE_BASE + 900;

const guidance: Record<number, Guidance & { title: string; category: string }> = {
  8: {
    title: 'Motor hall sensor (inside the drive unit)',
    zhTitle: '馬達內部霍爾感測器',
    category: 'motor',
    cause: [
      'The drive unit cannot read its own rotor position sensors (the hall sensors inside the motor, not the speed sensor at the wheel). Assistance stops.',
      '驅動單元無法讀取馬達內部的轉子位置感測器（馬達內的霍爾感測器，並非車輪上的速度感測器），輔助會停止。',
    ],
    rider: [
      [
        'Ride on without assistance and switch the system off and on once.',
        'If the code stays, take the bike to your dealer.',
      ],
      ['以無輔助模式騎乘，並將系統關閉後重新開啟一次。', '若代碼仍在，請將車輛送至經銷商。'],
    ],
    mechanic: [
      [
        'Check the motor cable and its connector (hub motors: the cable at the axle) for damage and corrosion.',
        'Read the drive unit identification in the portal and note model and software version for the case.',
        'If the code persists with good cabling, the motor hall sensors are faulty: replace the drive unit or have it repaired by a qualified workshop.',
      ],
      [
        '檢查馬達線材與接頭（輪轂馬達：車軸處線材）是否損壞或腐蝕。',
        '在入口網站讀取驅動單元識別資料，記下型號與軟體版本以便開立案件。',
        '線材良好但代碼仍在時，代表馬達霍爾感測器故障：更換驅動單元或交由合格維修單位修理。',
      ],
    ],
  },
  14: {
    title: 'Motor communication',
    zhTitle: '馬達通訊錯誤',
    category: 'motor',
    cause: [
      'The display does not hear the drive unit on the CAN bus: a loose or damaged cable, dirty contacts, a drive unit without supply, or an overheated unit.',
      '顯示器在 CAN 匯流排上收不到驅動單元的訊號：線材鬆脫或損壞、接點髒污、驅動單元未供電，或驅動單元過熱。',
    ],
    rider: [
      [
        'If the motor is hot, let it cool down.',
        'Switch the system off and on; if the code stays, take the bike to your dealer.',
      ],
      ['若馬達過熱，請讓其冷卻。', '將系統關閉後重新開啟；若代碼仍在，請將車輛送至經銷商。'],
    ],
    mechanic: [
      [
        'Check every connector between display and drive unit for dirt, bent pins and damage; clean and reseat them.',
        'Check that the drive unit has supply (battery connector, fuse).',
        'Connect the bike in the portal: if the drive unit is missing from the component list, the fault is in its cable or supply.',
      ],
      [
        '檢查顯示器與驅動單元之間所有接頭是否有髒污、針腳彎曲或損壞，清潔後重新插好。',
        '確認驅動單元有供電（電池接頭、保險絲）。',
        '在入口網站連線車輛：若元件清單中沒有驅動單元，故障在其線材或供電。',
      ],
    ],
  },
  21: {
    title: 'Speed sensor',
    zhTitle: '速度感測器',
    category: 'speed_sensor',
    cause: [
      'The drive unit gets no signal from the speed sensor while the bike is ridden: the spoke magnet has slipped or is missing, the sensor is too far from the magnet, or the sensor or its cable is damaged.',
      '騎乘時驅動單元收不到速度感測器的訊號：輻條磁鐵滑動或遺失、感測器與磁鐵距離過遠，或感測器及其線材損壞。',
    ],
    rider: [
      [
        'Check that the magnet is on the spoke and passes the sensor at the frame.',
        'If the code stays, take the bike to your dealer.',
      ],
      ['確認輻條上的磁鐵仍在，且會經過車架上的感測器。', '若代碼仍在，請將車輛送至經銷商。'],
    ],
    mechanic: [
      [
        'Check the magnet on the wheel: present, tight and aligned with the sensor (a few millimetres gap).',
        'Check the speed sensor cable and connector; measure the sensor with a multimeter while turning the wheel.',
        'Fit a spare sensor if available, then connect in the portal and confirm the code is gone.',
      ],
      [
        '檢查車輪上的磁鐵：存在、鎖緊且與感測器對齊（間隙數公釐）。',
        '檢查速度感測器線材與接頭；轉動車輪時以三用電表量測感測器。',
        '如有備品可更換感測器，再於入口網站連線確認代碼已消失。',
      ],
    ],
  },
};

const LEVEL = { medium: ['Medium', '中'], high: ['High', '高'] } as const;

export function bafangErrorCodeArticles(): SeedArticle[] {
  return BAFANG_DOCUMENTED_CODES.map((c, i) => {
    const g = guidance[c.code];
    if (!g) throw new Error(`no help article text for Bafang error code ${c.code}`);
    const code = bafangDtc(c.code);
    const level = c.level;
    if (!level) throw new Error(`no danger level for Bafang error code ${c.code}`);
    return {
      id: BAFANG_ARTICLE_BASE + i + 1,
      sectionKey: g.category === 'motor' ? 'errDrive' : 'errPeripherals',
      labels: [`error_code:${code}`, `category:${g.category}`, `level:${level}`, 'brand:bafang'],
      translations: {
        'en-us': {
          title: `${code} Bafang: ${g.title}`,
          body: `<p><strong>Danger level:</strong> ${LEVEL[level][0]}</p><h2>What it means</h2><p>${g.cause[0]}</p><h2>What the rider can do</h2>${list(g.rider[0])}<h2>What the mechanic does</h2>${list(g.mechanic[0])}`,
        },
        'zh-tw': {
          title: `${code} Bafang：${g.zhTitle}`,
          body: `<p><strong>危險等級：</strong>${LEVEL[level][1]}</p><h2>代碼說明</h2><p>${g.cause[1]}</p><h2>騎士可以做什麼</h2>${list(g.rider[1])}<h2>技師處理方式</h2>${list(g.mechanic[1])}`,
        },
      },
    };
  });
}
