// Problem-solving articles in Traditional Chinese (Taiwan).
import type { ProblemTexts } from './problem-texts.ts';

export const zhTw: ProblemTexts = {
  frameNumber: {
    title: '車架號碼（序號）位置',
    intro: '車架號碼與 VIN 一起用於在入口網站識別車輛。號碼刻於五通下方，並重複印在左後下叉的貼紙上。',
    imageAlt: '五通下方的車架號碼',
    steps: [
      '將車輛倒置或架上維修架。',
      '清潔五通下方。',
      '讀取以 W 開頭的 11 碼號碼（例如 WKT00240001）。',
      '若刻印無法辨識，請使用後下叉貼紙或購買文件上的號碼。',
    ],
    outro: 'Atlas Exclusive 車款的號碼位置不同，請參閱該品牌的專屬文章。',
  },
  frameNumberAtlas: {
    title: 'Atlas Exclusive 車款的車架號碼位置',
    intro: 'Atlas Exclusive 車架的號碼以雷射標記在頭管後方（前燈座後），並印在電池槽標籤上。',
    imageAlt: '頭管上的車架號碼',
    steps: [
      '將車把轉向一側以看到頭管後方。',
      '讀取頭管上的號碼（以 W 開頭）。',
      '或取下電池，讀取下管電池槽內的標籤。',
    ],
  },
  bridgeNotFound: {
    title: '入口網站找不到系統橋接程式',
    intro: '入口網站透過系統橋接程式與車輛通訊，此程式在工作電腦上監聽 127.0.0.1 的 3008 埠。',
    steps: [
      '確認已安裝系統橋接程式（13.4.0 版）且正在執行：系統匣或選單列會顯示圖示。',
      '在瀏覽器開啟 http://127.0.0.1:3008/v1/system_bridge/version_info，應回傳版本資訊。',
      '若無回應，請重新啟動系統橋接程式；Windows 上請在防火牆提示中允許。',
      '公司代理伺服器不可攔截 127.0.0.1。',
      '重新載入入口網站頁面。',
    ],
  },
  connectorNotDetected: {
    title: '偵測不到連接器（Dongle）',
    intro: '當 USB 連接器未連接或無法辨識時，入口網站會顯示「未偵測到連接器」。',
    steps: [
      '將連接器直接插入電腦，不要經過集線器。',
      '使用原廠 USB 線；僅供充電的線材無法傳輸資料。',
      '等待連接器指示燈恆亮綠色後再試。',
      'Linux 上請確認使用者有權限開啟序列裝置（dialout 群組）。',
      '若入口網站提供連接器韌體更新，請在連接車輛前先更新。',
    ],
  },
  bootloaderRescue: {
    title: '零件停在 Bootloader：Bootloader 救援',
    intro:
      '韌體更新中斷的零件會以 Bootloader 模式啟動，並顯示「in bootloader」任務。救援前車輛不會提供輔助。',
    steps: [
      '連接充電器或確認電池電量高於 {charge}。',
      '開啟工作區，在該任務選擇 Bootloader 救援。',
      '入口網站下載已簽章的救援映像檔，由系統橋接程式燒錄；過程中請勿中斷連線。',
      '救援完成後，再執行一般韌體更新至最新版本。',
    ],
  },
  firmwareUpdateFailed: {
    title: '韌體更新失敗或中斷',
    intro: '燒錄前後都會驗證韌體，因此更新中斷不會使車輛無法使用。',
    steps: [
      '確認電池電量（至少 {charge}），更新期間保持充電器連接。',
      '更新時請勿操作車輛按鍵。',
      '從工作區任務重新執行更新。',
      '若零件改以 Bootloader 啟動，請參考 Bootloader 救援文章。',
      '若入口網站顯示「Invalid update file source」，表示映像檔簽章驗證失敗：重新載入頁面後再試，若持續發生請回報。',
    ],
  },
};
