// FAQs, release notes, announcements, the product manual, tutorials and procedures.
import { PORTAL_VERSION, BRIDGE_VERSION } from '@dealer/contracts';
import type { SeedArticle } from './error-code-articles.ts';

const ol = (items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
const ul = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

export const otherArticles: SeedArticle[] = [
  {
    id: 37300000000001,
    sectionKey: 'faqCases',
    labels: ['category:case'],
    translations: {
      'en-us': {
        title: 'How do I register a replaced part on a bike?',
        body: `<p>After a part replacement in the workspace the portal registers the new serial automatically. If the part cannot be registered (for example it is not yet in the catalogue), open a <strong>post bundle case</strong>: enter the VIN, the part type and barcode, add photos of the part label, and submit. The service center of your region reviews it.</p>`,
      },
      'zh-tw': {
        title: '如何登錄車輛上更換的零件？',
        body: `<p>在工作區完成零件更換後，入口網站會自動登錄新序號。若無法登錄（例如零件尚未建檔），請開立 <strong>post bundle 案件</strong>：輸入 VIN、零件類型與條碼，附上零件標籤照片後送出，由您所屬區域的服務中心審核。</p>`,
      },
    },
  },
  {
    id: 37300000000002,
    sectionKey: 'faqCases',
    labels: ['category:case'],
    translations: {
      'en-us': {
        title: 'Who reviews my cases, and what do the statuses mean?',
        body: `<p>Cases are reviewed by the service center of your shop's region, usually within two working days.</p>${ul(['<strong>pending</strong>: waiting for review.', '<strong>revising</strong>: the service center asks for more information; edit and resubmit.', '<strong>approved</strong>: accepted; finish the work and mark it completed.', '<strong>rejected</strong>: not accepted; the comment explains why.', '<strong>canceled</strong>: withdrawn by your shop.', '<strong>completed</strong>: closed.'])}`,
      },
      'zh-tw': {
        title: '誰審核我的案件？各狀態代表什麼？',
        body: `<p>案件由您店家所屬區域的服務中心審核，通常在兩個工作天內完成。</p>${ul(['<strong>pending</strong>：等待審核。', '<strong>revising</strong>：服務中心需要更多資訊，請修改後重新送出。', '<strong>approved</strong>：已核准，完成作業後標記為完成。', '<strong>rejected</strong>：未核准，備註會說明原因。', '<strong>canceled</strong>：已由您的店家撤回。', '<strong>completed</strong>：已結案。'])}`,
      },
    },
  },
  {
    id: 37300000000003,
    sectionKey: 'faqPortal',
    labels: ['category:portal'],
    translations: {
      'en-us': {
        title: 'Which browsers and computers can I use?',
        body: `<p>Use a current Chrome, Edge or Firefox on Windows 10/11 or macOS 12 or later. The System Bridge (version ${BRIDGE_VERSION}) must be installed on the same computer, because the browser reaches it on 127.0.0.1.</p>`,
      },
      'zh-tw': {
        title: '可以使用哪些瀏覽器與電腦？',
        body: `<p>請在 Windows 10/11 或 macOS 12 以上版本使用最新版 Chrome、Edge 或 Firefox。系統橋接程式（${BRIDGE_VERSION} 版）必須安裝在同一台電腦上，因為瀏覽器透過 127.0.0.1 與其連線。</p>`,
      },
    },
  },
  {
    id: 37300000000004,
    sectionKey: 'faqPortal',
    labels: ['category:portal', 'category:account'],
    translations: {
      'en-us': {
        title: 'Why am I asked to sign in again?',
        body: `<p>For security your sign-in expires after a period of inactivity. The portal renews it automatically while you work; if renewal fails (for example after a password change) you are asked to sign in again. Your diagnosis results of the last 7 days stay on the computer.</p>`,
      },
      'zh-tw': {
        title: '為什麼需要重新登入？',
        body: `<p>基於安全考量，閒置一段時間後登入會失效。作業期間入口網站會自動延長；若延長失敗（例如變更密碼後），系統會要求重新登入。最近 7 天的診斷結果仍保留在電腦上。</p>`,
      },
    },
  },
  {
    id: 37400000000001,
    sectionKey: 'rnPortal',
    labels: ['category:release_note', `version:${PORTAL_VERSION}`],
    promoted: true,
    translations: {
      'en-us': {
        title: `Dealer portal ${PORTAL_VERSION}`,
        body: `<h2>New</h2>${ul(['Service book: record planned and finished work per bike and mark entries done.', 'Cases: see the review history and the service center comment on every case.', 'Help centre: search articles by error code.'])}<h2>Improved</h2>${ul(['Firmware updates verify the signed manifest before flashing.', 'Health score bands: Poor up to 64, Normal 65–79, Healthy from 80.'])}<h2>Fixed</h2>${ul(['Latest ticket lookup showed an older case after a resubmission.'])}`,
      },
      'zh-tw': {
        title: `經銷商入口網站 ${PORTAL_VERSION}`,
        body: `<h2>新功能</h2>${ul(['保養紀錄：記錄每台車的預定與完成作業，並可標記完成。', '案件：每個案件都能查看審核歷程與服務中心備註。', '說明中心：可依錯誤代碼搜尋文章。'])}<h2>改善</h2>${ul(['韌體更新在燒錄前驗證已簽章的清單。', '健康分數區間：64 以下為 Poor、65–79 為 Normal、80 以上為 Healthy。'])}<h2>修正</h2>${ul(['重新送出案件後，最新案件查詢顯示舊案件的問題。'])}`,
      },
    },
  },
  {
    id: 37400000000002,
    sectionKey: 'rnPortal',
    labels: ['category:release_note', `version:${BRIDGE_VERSION}`],
    translations: {
      'en-us': {
        title: `System Bridge ${BRIDGE_VERSION}`,
        body: `${ul(['Refuses firmware images whose signature does not verify.', 'Progress of firmware and parameter operations is streamed live to the portal.', 'Installers for Windows and macOS.'])}`,
      },
      'zh-tw': {
        title: `系統橋接程式 ${BRIDGE_VERSION}`,
        body: `${ul(['拒絕簽章驗證失敗的韌體映像檔。', '韌體與參數作業進度即時串流至入口網站。', '提供 Windows 與 macOS 安裝程式。'])}`,
      },
    },
  },
  {
    id: 37600000000001,
    sectionKey: 'annNews',
    labels: ['category:announcement'],
    translations: {
      'en-us': {
        title: 'Service book now in the dealer portal',
        body: '<p>From portal version 1.11.1 every bike has a service book. Entries are kept with the bike, so the next shop sees the history too.</p>',
      },
      'zh-tw': {
        title: '經銷商入口網站新增保養紀錄',
        body: '<p>自入口網站 1.11.1 版起，每台車都有保養紀錄。紀錄隨車保存，下一家店也能看到歷史資料。</p>',
      },
    },
  },
  {
    id: 37500000000001,
    sectionKey: 'pmDrive',
    labels: ['category:manual', 'category:motor'],
    translations: {
      'en-us': {
        title: 'Drive unit M500: product manual',
        body: `<h2>Technical data</h2>${ul(['Nominal power 250 W, max torque 85 Nm (90 Nm on cargo models).', 'Assistance up to 25 km/h (45 km/h on S45 models).', 'Protection class IP56.', 'Operating temperature −10 °C to 50 °C.'])}<h2>Service intervals</h2>${ul(['Every 1,000 km or 12 months: read error history, update firmware, check mounting bolts (torque 12 Nm).', 'Every 5,000 km: check bottom bracket bearings and crank interface.'])}<h2>Safety</h2><p>Always remove the battery before working on the drive system. Never open the drive unit housing; it is replaced as a unit.</p>`,
      },
      'zh-tw': {
        title: '驅動單元 M500：產品手冊',
        body: `<h2>技術資料</h2>${ul(['額定功率 250 W，最大扭力 85 Nm（貨運車款 90 Nm）。', '輔助速度最高 25 km/h（S45 車款 45 km/h）。', '防護等級 IP56。', '操作溫度 −10 °C 至 50 °C。'])}<h2>保養週期</h2>${ul(['每 1,000 公里或 12 個月：讀取錯誤歷程、更新韌體、檢查固定螺栓（扭力 12 Nm）。', '每 5,000 公里：檢查五通軸承與曲柄介面。'])}<h2>安全</h2><p>作業前務必取下電池。請勿拆開驅動單元外殼；需整組更換。</p>`,
      },
    },
  },
  {
    id: 37700000000001,
    sectionKey: 'tutStart',
    labels: ['category:tutorial', 'category:connection'],
    promoted: true,
    translations: {
      'en-us': {
        title: 'Connect a bike and run a full diagnosis',
        body: ol([
          'Start the System Bridge and plug in the connector.',
          'Connect the connector cable to the bike diagnostic port and switch the bike on.',
          'In the portal enter or scan the VIN and press Connect.',
          'The portal reads every component, shows the health score and lists the tasks.',
          'Work through the tasks from critical to warning; each fix is recorded as an activity.',
        ]),
      },
      'zh-tw': {
        title: '連接車輛並執行完整診斷',
        body: ol([
          '啟動系統橋接程式並插入連接器。',
          '將連接器線材接上車輛診斷埠並開啟車輛電源。',
          '在入口網站輸入或掃描 VIN，按下連接。',
          '入口網站會讀取所有零件、顯示健康分數並列出任務。',
          '依序由嚴重到警告處理任務；每項處理都會記錄為作業。',
        ]),
      },
    },
  },
  {
    id: 37700000000002,
    sectionKey: 'tutStart',
    labels: ['category:tutorial', 'category:firmware'],
    translations: {
      'en-us': {
        title: 'Update firmware',
        body: ol([
          'Connect the bike (see the connection tutorial).',
          'Tasks "firmware update available" list the components with a newer version.',
          'Keep the charger connected and press Update; the bridge verifies the signed image first.',
          'Wait for 100 % and the success message; the new version is recorded on the bike.',
        ]),
      },
      'zh-tw': {
        title: '更新韌體',
        body: ol([
          '連接車輛（參見連接教學）。',
          '「有可用韌體更新」任務會列出有新版本的零件。',
          '保持充電器連接並按下更新；橋接程式會先驗證已簽章的映像檔。',
          '等待進度達 100% 並顯示成功訊息；新版本會記錄於車輛資料中。',
        ]),
      },
    },
  },
  {
    id: 37700000000003,
    sectionKey: 'tutStart',
    labels: ['category:tutorial', 'category:case'],
    translations: {
      'en-us': {
        title: 'Open a case and follow its review',
        body: ol([
          'In the workspace choose Post bundle or Verify workspace.',
          'Fill in the parts and add photos (JPEG, PNG or WebP, up to 8 MB each).',
          'Submit: the case is pending until the service center reviews it.',
          'If it comes back for revision, edit and resubmit; when approved, finish the work and mark it completed.',
        ]),
      },
      'zh-tw': {
        title: '開立案件並追蹤審核',
        body: ol([
          '在工作區選擇 Post bundle 或 Verify workspace。',
          '填寫零件並附上照片（JPEG、PNG 或 WebP，每張最大 8 MB）。',
          '送出後，案件在服務中心審核前為 pending。',
          '若退回修改，請編輯後重新送出；核准後完成作業並標記完成。',
        ]),
      },
    },
  },
  {
    id: 37800000000001,
    sectionKey: 'vidDrive',
    labels: ['category:procedure', 'category:motor'],
    translations: {
      'en-us': {
        title: 'Remove and fit the drive unit M500',
        body: `<p>Tools: Torx T30, crank puller, torque wrench.</p>${ol(['Remove the battery and the cranks.', 'Unplug the motor, speed sensor and display cables; mark their positions.', 'Remove the three mounting bolts and lower the drive unit.', 'Fit the new unit and tighten the bolts to 12 Nm in a cross pattern.', 'Reconnect the cables, fit the cranks (torque per crank manual), insert the battery.', 'Connect the bike in the portal and record the part replacement.'])}`,
      },
      'zh-tw': {
        title: '拆卸與安裝驅動單元 M500',
        body: `<p>工具：Torx T30、曲柄拔取器、扭力扳手。</p>${ol(['取下電池與曲柄。', '拔除馬達、速度感測器與顯示器線材，並標記位置。', '拆下三顆固定螺栓，取下驅動單元。', '安裝新單元，以對角順序將螺栓鎖至 12 Nm。', '接回線材，安裝曲柄（扭力依曲柄手冊），裝回電池。', '在入口網站連接車輛並記錄零件更換。'])}`,
      },
    },
  },
];
