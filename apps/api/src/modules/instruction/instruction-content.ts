// Instruction texts the portal shows in its step-by-step dialogs, per language. They ship with the
// API (versioned with the portal) rather than living in the database: they change with the
// software they describe, not with editorial work.
import { MIN_BATTERY_PERCENT_FOR_UPDATE, type LanguageCode } from '@dealer/contracts';

export const InstructionKey = [
  'install_system_bridge',
  'connect_bike',
  'connect_bike_ble',
  'firmware_update',
  'bootloader_rescue',
  'sensor_diagnosis',
  'hmi_diagnosis',
  'enter_ship_mode',
] as const;
export type InstructionKey = (typeof InstructionKey)[number];

export interface Instruction {
  key: InstructionKey;
  title: string;
  steps: string[];
  notes: string[];
}

type Text = { title: string; steps: string[]; notes?: string[] };

const en: Record<InstructionKey, Text> = {
  install_system_bridge: {
    title: 'Install the System Bridge',
    steps: [
      'Download the installer for your computer (Windows or macOS) from the portal.',
      'Run the installer and allow it to start with your computer.',
      'Return to the portal: it finds the bridge automatically on this computer.',
    ],
    notes: ['The bridge only accepts connections from this computer (127.0.0.1).'],
  },
  connect_bike: {
    title: 'Connect a bike by cable',
    steps: [
      'Plug the connector into a USB port of this computer.',
      'Connect the connector cable to the diagnostic port of the bike.',
      'Switch the bike on with the power button on the display.',
      'Enter or scan the VIN and press Connect.',
      'Keep the bike switched on until the portal shows the components.',
    ],
    notes: [
      'Do not press the bike buttons while the portal reads the bike.',
      'If the connector is not found, unplug it and plug it in again.',
    ],
  },
  connect_bike_ble: {
    title: 'Connect a bike through a wireless adapter',
    steps: [
      'Plug the wireless CAN adapter (for example WiCAN) into the diagnostic port and switch the bike on.',
      'Choose Bluetooth in the portal.',
      'Bluetooth LE: keep the computer within a few metres, search, and pick the adapter by its name and signal strength.',
      "Wi-Fi: join the adapter's network, enter its address (WiCAN as an access point: 192.168.80.1:3333) and choose Use this address.",
      'Choose Next: the portal reaches the bike through the adapter; it remembers the adapter for the next time.',
    ],
    notes: [
      'The bike itself is not paired: the computer talks to the adapter, the adapter to the bike.',
      'Firmware updates run faster and safer by cable.',
    ],
  },
  firmware_update: {
    title: 'Update firmware',
    steps: [
      `Connect the charger or make sure the battery is above ${MIN_BATTERY_PERCENT_FOR_UPDATE} %.`,
      'Select the components to update and press Update.',
      'Wait until every component reports 100 %; do not switch the bike off.',
      'Reconnect the bike to check the new versions.',
    ],
    notes: ['Every image is verified against its signed manifest before it is written.'],
  },
  bootloader_rescue: {
    title: 'Rescue a component in its bootloader',
    steps: [
      'Connect the charger.',
      'Choose Bootloader rescue on the "in bootloader" task.',
      'Wait until the rescue image is written and the component restarts.',
      'Run the regular firmware update afterwards.',
    ],
    notes: ['A rescue is always possible, even after an interrupted update.'],
  },
  sensor_diagnosis: {
    title: 'Diagnose the sensors',
    steps: [
      'Put the rear wheel on the roller, or lift it on a stand.',
      'Speed: turn the wheel at the speed the portal asks and enter the roller reading.',
      'Torque: hang the calibrated weight on the horizontal crank and enter its value.',
      'Cadence: pedal at the requested rhythm.',
      'The portal compares each reading with its reference and shows pass or fail.',
    ],
  },
  hmi_diagnosis: {
    title: 'Diagnose the display and buttons',
    steps: [
      'Start the button test and press each button the portal highlights, short and long.',
      'Start the display test and confirm that every segment and colour is shown.',
      'Finish the test: the result is recorded as an activity.',
    ],
  },
  enter_ship_mode: {
    title: 'Put the bike into ship mode',
    steps: [
      'Charge the battery to 30–60 % for storage.',
      'Press Enter ship mode and confirm.',
      'Disconnect the cable; the bike now draws almost no current.',
      'To wake it up, connect the charger.',
    ],
    notes: ['Use ship mode for transport and storage longer than a month.'],
  },
};

const zh: Record<InstructionKey, Text> = {
  install_system_bridge: {
    title: '安裝系統橋接程式',
    steps: [
      '從入口網站下載適用於您電腦（Windows 或 macOS）的安裝程式。',
      '執行安裝程式，並允許其隨電腦啟動。',
      '回到入口網站：網站會自動找到此電腦上的橋接程式。',
    ],
    notes: ['橋接程式只接受來自本機（127.0.0.1）的連線。'],
  },
  connect_bike: {
    title: '以線材連接車輛',
    steps: [
      '將連接器插入此電腦的 USB 埠。',
      '將連接器線材接到車輛的診斷埠。',
      '以顯示器上的電源鍵開啟車輛。',
      '輸入或掃描 VIN 後按下連接。',
      '在入口網站顯示零件前請保持車輛開機。',
    ],
    notes: ['入口網站讀取車輛時請勿按車輛按鍵。', '若找不到連接器，請拔除後重新插入。'],
  },
  connect_bike_ble: {
    title: '透過無線轉接器連接車輛',
    steps: [
      '將無線 CAN 轉接器（例如 WiCAN）插入診斷埠並開啟車輛。',
      '在入口網站選擇藍牙。',
      '藍牙 LE：讓電腦保持在幾公尺內，搜尋並依名稱與訊號強度選取轉接器。',
      'Wi-Fi：加入轉接器的網路，輸入其位址（WiCAN 作為基地台：192.168.80.1:3333）並選擇「使用此位址」。',
      '選擇「下一步」：入口網站透過轉接器連上車輛，並記住此轉接器供下次使用。',
    ],
    notes: ['車輛本身不需配對：電腦連接轉接器，轉接器連接車輛。', '以線材進行韌體更新更快且更安全。'],
  },
  firmware_update: {
    title: '更新韌體',
    steps: [
      `連接充電器或確認電池電量高於 ${MIN_BATTERY_PERCENT_FOR_UPDATE}%。`,
      '選擇要更新的零件並按下更新。',
      '等待所有零件顯示 100%；過程中請勿關閉車輛。',
      '重新連接車輛以確認新版本。',
    ],
    notes: ['寫入前會依已簽章的清單驗證每個映像檔。'],
  },
  bootloader_rescue: {
    title: '救援停在 Bootloader 的零件',
    steps: [
      '連接充電器。',
      '在「in bootloader」任務選擇 Bootloader 救援。',
      '等待救援映像檔寫入完成且零件重新啟動。',
      '之後再執行一般韌體更新。',
    ],
    notes: ['即使更新中斷，也一定能夠救援。'],
  },
  sensor_diagnosis: {
    title: '感測器診斷',
    steps: [
      '將後輪放上滾筒，或以維修架架起。',
      '速度：依入口網站指示的速度轉動車輪並輸入滾筒讀值。',
      '扭力：將校正砝碼掛在水平曲柄上並輸入其數值。',
      '踏頻：依指示的節奏踩踏。',
      '入口網站會將每個讀值與參考值比較並顯示通過或未通過。',
    ],
  },
  hmi_diagnosis: {
    title: '顯示器與按鍵診斷',
    steps: [
      '開始按鍵測試，依入口網站提示短按及長按每個按鍵。',
      '開始顯示測試，確認所有區段與顏色皆正常顯示。',
      '結束測試：結果會記錄為作業。',
    ],
  },
  enter_ship_mode: {
    title: '讓車輛進入運輸模式',
    steps: [
      '將電池充電至 30–60% 以便存放。',
      '按下進入運輸模式並確認。',
      '拔除線材；車輛此時幾乎不耗電。',
      '連接充電器即可喚醒車輛。',
    ],
    notes: ['運輸或存放超過一個月時請使用運輸模式。'],
  },
};

const texts: Record<LanguageCode, Record<InstructionKey, Text>> = { 'en-us': en, 'zh-tw': zh };

export function instructionsFor(language: LanguageCode): Instruction[] {
  return InstructionKey.map((key) => ({
    key,
    title: texts[language][key].title,
    steps: texts[language][key].steps,
    notes: texts[language][key].notes ?? [],
  }));
}
