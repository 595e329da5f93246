// Categories (the eight fixed ids) and sections of the built-in knowledge base.
import { HelpCategoryId, HelpCategoryOrder, type HelpCategoryKey, type HelpLocale } from '@dealer/contracts';
import { KbNames } from './kb-names.ts';
import { KbDescriptions } from './kb-descriptions.ts';

type Texts = { 'en-us': string; 'zh-tw': string };
type ByLocale = Partial<Record<HelpLocale, Partial<Record<string, string>>>>;

/** The English and Chinese texts given here plus every other language's text of `key` in `byLocale`. */
function textsOf(key: HelpCategoryKey | SectionKey, texts: Texts, byLocale: ByLocale) {
  const out: Partial<Record<HelpLocale, string>> = { ...texts };
  for (const [locale, byKey] of Object.entries(byLocale) as [HelpLocale, Partial<Record<string, string>>][]) {
    const text = byKey[key];
    if (text) out[locale] = text;
  }
  return out;
}

const CategoryTexts: Record<HelpCategoryKey, { names: Texts; descriptions: Texts }> = {
  errorCode: {
    names: { 'en-us': 'Error codes', 'zh-tw': '錯誤代碼' },
    descriptions: {
      'en-us': 'What each drive-system error code means and how to fix it.',
      'zh-tw': '各驅動系統錯誤代碼的意義與排除方式。',
    },
  },
  problemSolving: {
    names: { 'en-us': 'Problem solving', 'zh-tw': '問題排除' },
    descriptions: {
      'en-us': 'Step-by-step help for common workshop problems.',
      'zh-tw': '常見維修問題的逐步說明。',
    },
  },
  faqs: {
    names: { 'en-us': 'FAQs', 'zh-tw': '常見問題' },
    descriptions: {
      'en-us': 'Short answers to frequent dealer questions.',
      'zh-tw': '經銷商常見問題的簡短解答。',
    },
  },
  releaseNote: {
    names: { 'en-us': 'Release notes', 'zh-tw': '版本資訊' },
    descriptions: {
      'en-us': 'What changed in the dealer portal and the System Bridge.',
      'zh-tw': '經銷商入口網站與系統橋接程式的更新內容。',
    },
  },
  productManual: {
    names: { 'en-us': 'Product manuals', 'zh-tw': '產品手冊' },
    descriptions: {
      'en-us': 'Technical data and service intervals of the drive system.',
      'zh-tw': '驅動系統的技術資料與保養週期。',
    },
  },
  announcementAndLaunches: {
    names: { 'en-us': 'Announcements and launches', 'zh-tw': '公告與新品發表' },
    descriptions: { 'en-us': 'News for dealers.', 'zh-tw': '給經銷商的最新消息。' },
  },
  dealerPortalTutorials: {
    names: { 'en-us': 'Dealer portal tutorials', 'zh-tw': '經銷商入口網站教學' },
    descriptions: {
      'en-us': 'How to do the everyday jobs in the portal.',
      'zh-tw': '入口網站日常作業操作說明。',
    },
  },
  assembleAndDisassembleVideos: {
    names: { 'en-us': 'Assemble and disassemble videos', 'zh-tw': '組裝與拆卸影片' },
    descriptions: {
      'en-us': 'Procedures for removing and fitting components.',
      'zh-tw': '零件拆卸與安裝程序。',
    },
  },
};

export const categoryRows = () =>
  HelpCategoryOrder.map((key, position) => ({
    id: HelpCategoryId[key],
    position,
    names: textsOf(key, CategoryTexts[key].names, KbNames),
    descriptions: textsOf(key, CategoryTexts[key].descriptions, KbDescriptions),
  }));

export const SECTIONS = {
  errDrive: {
    id: 36100000000001,
    category: 'errorCode',
    names: { 'en-us': 'Drive unit and controller', 'zh-tw': '驅動單元與控制器' },
  },
  errBattery: { id: 36100000000002, category: 'errorCode', names: { 'en-us': 'Battery', 'zh-tw': '電池' } },
  errPeripherals: {
    id: 36100000000003,
    category: 'errorCode',
    names: { 'en-us': 'Sensors, display, lights and shifting', 'zh-tw': '感測器、顯示器、燈具與變速' },
  },
  psSerial: {
    id: 36200000000001,
    category: 'problemSolving',
    names: { 'en-us': 'Serial and frame numbers', 'zh-tw': '序號與車架號碼' },
  },
  psConnection: {
    id: 36200000000002,
    category: 'problemSolving',
    names: { 'en-us': 'Connecting a bike', 'zh-tw': '連接車輛' },
  },
  psDrive: {
    id: 36200000000003,
    category: 'problemSolving',
    names: { 'en-us': 'Firmware and rescue', 'zh-tw': '韌體與救援' },
  },
  faqPortal: {
    id: 36300000000001,
    category: 'faqs',
    names: { 'en-us': 'Dealer portal', 'zh-tw': '經銷商入口網站' },
  },
  faqCases: {
    id: 36300000000002,
    category: 'faqs',
    names: { 'en-us': 'Cases and warranty', 'zh-tw': '案件與保固' },
  },
  rnPortal: {
    id: 36400000000001,
    category: 'releaseNote',
    names: { 'en-us': 'Dealer portal and System Bridge', 'zh-tw': '經銷商入口網站與系統橋接程式' },
  },
  pmDrive: {
    id: 36500000000001,
    category: 'productManual',
    names: { 'en-us': 'Drive system', 'zh-tw': '驅動系統' },
  },
  annNews: {
    id: 36600000000001,
    category: 'announcementAndLaunches',
    names: { 'en-us': 'News', 'zh-tw': '最新消息' },
  },
  tutStart: {
    id: 36700000000001,
    category: 'dealerPortalTutorials',
    names: { 'en-us': 'Getting started', 'zh-tw': '入門' },
  },
  vidDrive: {
    id: 36800000000001,
    category: 'assembleAndDisassembleVideos',
    names: { 'en-us': 'Drive system components', 'zh-tw': '驅動系統零件' },
  },
} as const satisfies Record<string, { id: number; category: HelpCategoryKey; names: Texts }>;

export type SectionKey = keyof typeof SECTIONS;

export const sectionRows = () =>
  (Object.entries(SECTIONS) as [SectionKey, (typeof SECTIONS)[SectionKey]][]).map(([key, s], position) => ({
    id: s.id,
    categoryId: HelpCategoryId[s.category],
    position,
    names: textsOf(key, s.names, KbNames),
    descriptions: {},
  }));
