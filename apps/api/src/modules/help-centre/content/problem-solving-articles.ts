// Problem-solving articles, including where to find the serial (frame) number, with a variant
// for brand 4 (SPECIAL_BRAND_ID), whose frames carry it in another place.
import { SPECIAL_BRAND_ID } from '@dealer/contracts';
import { MEDIA_PLACEHOLDER } from '../builtin-help-centre.ts';
import type { SeedArticle } from './error-code-articles.ts';

const ol = (items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
const img = (name: string, alt: string) => `<p><img src="${MEDIA_PLACEHOLDER}/${name}" alt="${alt}"></p>`;

export const problemSolvingArticles: SeedArticle[] = [
  {
    id: 37200000000001,
    sectionKey: 'psSerial',
    labels: ['category:serial_number'],
    promoted: true,
    en: {
      title: 'Where to find the frame number (serial number)',
      body: `<p>The frame number identifies the bike in the portal together with the VIN. It is engraved on the underside of the bottom bracket shell and repeated on a sticker on the left chainstay.</p>${img('serial-location-frame.svg', 'Frame number under the bottom bracket')}${ol(['Turn the bike upside down or lift it on a stand.', 'Clean the underside of the bottom bracket shell.', 'Read the 11-character number starting with W (for example WKT00240001).', 'If the engraving is unreadable, use the chainstay sticker or the number on the purchase documents.'])}<p>Bikes of Atlas Exclusive carry the number elsewhere; see the separate article for that brand.</p>`,
    },
    zh: {
      title: '車架號碼（序號）位置',
      body: `<p>車架號碼與 VIN 一起用於在入口網站識別車輛。號碼刻於五通下方，並重複印在左後下叉的貼紙上。</p>${img('serial-location-frame.svg', '五通下方的車架號碼')}${ol(['將車輛倒置或架上維修架。', '清潔五通下方。', '讀取以 W 開頭的 11 碼號碼（例如 WKT00240001）。', '若刻印無法辨識，請使用後下叉貼紙或購買文件上的號碼。'])}<p>Atlas Exclusive 車款的號碼位置不同，請參閱該品牌的專屬文章。</p>`,
    },
  },
  {
    id: 37200000000002,
    sectionKey: 'psSerial',
    labels: ['category:serial_number', `brand:${SPECIAL_BRAND_ID}`],
    brandId: SPECIAL_BRAND_ID,
    en: {
      title: 'Where to find the frame number on Atlas Exclusive bikes',
      body: `<p>On Atlas Exclusive frames the frame number is laser-marked on the head tube, behind the front light bracket, and printed on the battery compartment label.</p>${img('serial-location-atlas.svg', 'Frame number on the head tube')}${ol(['Turn the handlebar to the side to see the rear of the head tube.', 'Read the number on the head tube (it starts with W).', 'Alternatively remove the battery and read the label inside the down tube compartment.'])}`,
    },
    zh: {
      title: 'Atlas Exclusive 車款的車架號碼位置',
      body: `<p>Atlas Exclusive 車架的號碼以雷射標記在頭管後方（前燈座後），並印在電池槽標籤上。</p>${img('serial-location-atlas.svg', '頭管上的車架號碼')}${ol(['將車把轉向一側以看到頭管後方。', '讀取頭管上的號碼（以 W 開頭）。', '或取下電池，讀取下管電池槽內的標籤。'])}`,
    },
  },
  {
    id: 37200000000003,
    sectionKey: 'psConnection',
    labels: ['category:connection'],
    en: {
      title: 'The portal cannot find the system bridge',
      body: `<p>The portal talks to the bike through the system bridge, a small program on the workshop computer listening on 127.0.0.1 port 3008.</p>${ol(['Check that the system bridge is installed (version 13.4.0) and running: its icon is in the system tray or menu bar.', 'Open http://127.0.0.1:3008/v1/system_bridge/version_info in the browser; it must answer with the version.', 'If it does not, restart the system bridge. On Windows allow it in the firewall prompt.', 'Corporate proxies must not intercept 127.0.0.1.', 'Reload the portal page.'])}`,
    },
    zh: {
      title: '入口網站找不到系統橋接程式',
      body: `<p>入口網站透過系統橋接程式與車輛通訊，此程式在工作電腦上監聽 127.0.0.1 的 3008 埠。</p>${ol(['確認已安裝系統橋接程式（13.4.0 版）且正在執行：系統匣或選單列會顯示圖示。', '在瀏覽器開啟 http://127.0.0.1:3008/v1/system_bridge/version_info，應回傳版本資訊。', '若無回應，請重新啟動系統橋接程式；Windows 上請在防火牆提示中允許。', '公司代理伺服器不可攔截 127.0.0.1。', '重新載入入口網站頁面。'])}`,
    },
  },
  {
    id: 37200000000004,
    sectionKey: 'psConnection',
    labels: ['category:connection', 'category:dongle'],
    en: {
      title: 'Connector (dongle) not detected',
      body: `<p>The portal shows "no connector detected" when the USB connector is missing or not recognised.</p>${ol(['Plug the connector directly into the computer, not into a hub.', 'Use the original USB cable; charging-only cables carry no data.', 'Wait until the connector LED is steady green, then retry.', 'On Linux make sure your user may open serial devices (group dialout).', 'If the portal offers a connector firmware update, run it before connecting a bike.'])}`,
    },
    zh: {
      title: '偵測不到連接器（Dongle）',
      body: `<p>當 USB 連接器未連接或無法辨識時，入口網站會顯示「未偵測到連接器」。</p>${ol(['將連接器直接插入電腦，不要經過集線器。', '使用原廠 USB 線；僅供充電的線材無法傳輸資料。', '等待連接器指示燈恆亮綠色後再試。', 'Linux 上請確認使用者有權限開啟序列裝置（dialout 群組）。', '若入口網站提供連接器韌體更新，請在連接車輛前先更新。'])}`,
    },
  },
  {
    id: 37200000000005,
    sectionKey: 'psDrive',
    labels: ['category:firmware', 'category:bootloader'],
    en: {
      title: 'A component is stuck in the bootloader: bootloader rescue',
      body: `<p>A component whose firmware update was interrupted starts in its bootloader and shows the task "in bootloader". The bike will not assist until it is rescued.</p>${ol(['Connect the charger or make sure the battery is above 30 %.', 'Open the workspace and choose Bootloader rescue on the task.', 'The portal downloads the signed rescue image and the system bridge flashes it; do not disconnect.', 'After the rescue, run the regular firmware update to the latest version.'])}`,
    },
    zh: {
      title: '零件停在 Bootloader：Bootloader 救援',
      body: `<p>韌體更新中斷的零件會以 Bootloader 模式啟動，並顯示「in bootloader」任務。救援前車輛不會提供輔助。</p>${ol(['連接充電器或確認電池電量高於 30%。', '開啟工作區，在該任務選擇 Bootloader 救援。', '入口網站下載已簽章的救援映像檔，由系統橋接程式燒錄；過程中請勿中斷連線。', '救援完成後，再執行一般韌體更新至最新版本。'])}`,
    },
  },
  {
    id: 37200000000006,
    sectionKey: 'psDrive',
    labels: ['category:firmware'],
    en: {
      title: 'Firmware update failed or was interrupted',
      body: `<p>Updates are verified before and after flashing, so an interrupted update never leaves the bike unusable.</p>${ol(['Check the battery charge (at least 30 %) and keep the charger connected during updates.', 'Do not use the bike buttons while updating.', 'Retry the update from the workspace task.', 'If the component now starts in its bootloader, follow the bootloader rescue article.', 'If the portal reports "Invalid update file source", the image failed its signature check: reload the page and retry; report it if it persists.'])}`,
    },
    zh: {
      title: '韌體更新失敗或中斷',
      body: `<p>燒錄前後都會驗證韌體，因此更新中斷不會使車輛無法使用。</p>${ol(['確認電池電量（至少 30%），更新期間保持充電器連接。', '更新時請勿操作車輛按鍵。', '從工作區任務重新執行更新。', '若零件改以 Bootloader 啟動，請參考 Bootloader 救援文章。', '若入口網站顯示「Invalid update file source」，表示映像檔簽章驗證失敗：重新載入頁面後再試，若持續發生請回報。'])}`,
    },
  },
];
