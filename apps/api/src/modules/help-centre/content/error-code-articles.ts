// One help article per HMI error code of the catalogue (DemoErrorCodes): what it means, what the
// rider can do, and what the mechanic does. English and Traditional Chinese.
import { DemoErrorCodes, type DemoErrorCode } from '@dealer/contracts';
import type { SectionKey } from './kb-structure.ts';

interface Guidance {
  zhTitle: string;
  cause: [en: string, zh: string];
  rider: [en: string[], zh: string[]];
  mechanic: [en: string[], zh: string[]];
}

const guidance: Record<string, Guidance> = {
  '0x0101': {
    zhTitle: '馬達過熱',
    cause: ['The drive unit measured a winding temperature above its limit and reduced or cut the assistance to protect itself. Typical after long climbs with a heavy load in a high assist level, or in hot weather.', '驅動單元量測到線圈溫度超過上限，為保護自身而降低或停止輔助。常見於高輔助等級、重載長距離爬坡或高溫天氣。'],
    rider: [['Stop or ride on without assistance and let the motor cool down for 15–30 minutes.', 'Use a lower assist level and a lighter gear on long climbs.', 'If the code returns on short, flat rides, take the bike to your dealer.'], ['停車或以無輔助模式騎乘，讓馬達冷卻 15 至 30 分鐘。', '長距離爬坡時改用較低輔助等級與較輕的檔位。', '若在短程平路騎乘也再次出現，請將車輛送至經銷商檢查。']],
    mechanic: [['Read the error history in the portal: repeated 0x0101 on short rides points to a fault, not to load.', 'Check the drive unit housing vents and cooling fins for mud; clean them.', 'Check chain line and drivetrain friction (a dragging chain or brake raises motor load).', 'Update the drive unit firmware if the portal offers a newer version; it contains revised thermal limits.', 'If the code persists with a cold motor, run sensor diagnosis and open a case with the diagnosis snapshot.'], ['在入口網站查看錯誤歷程：短程騎乘反覆出現 0x0101 表示故障，而非負載造成。', '檢查驅動單元外殼通風口與散熱鰭片是否被泥沙堵塞並清潔。', '檢查鏈條線與傳動系統阻力（鏈條或煞車拖滯會增加馬達負載）。', '若入口網站提供較新的驅動單元韌體，請更新；新版含調整後的溫度限制。', '若馬達冷卻後仍出現此代碼，執行感測器診斷並附上診斷快照開立案件。']],
  },
  '0x0102': {
    zhTitle: '馬達相位短路',
    cause: ['The controller detected a short circuit between motor phases or from a phase to the frame. Assistance is switched off immediately.', '控制器偵測到馬達相位之間或相位對車架短路，輔助會立即關閉。'],
    rider: [['Switch the system off and do not ride with assistance.', 'Do not open the drive unit or the cable covers.', 'Bring the bike to your dealer; the bike can be ridden home without assistance.'], ['關閉系統，請勿在輔助模式下騎乘。', '請勿自行拆開驅動單元或線材護蓋。', '請將車輛送至經銷商；可在無輔助模式下騎回。']],
    mechanic: [['Disconnect the battery before any work.', 'Inspect the motor cable and connector for pinched insulation, water ingress and corrosion.', 'Measure phase-to-phase resistance (should be equal within 5 %) and phase-to-housing insulation.', 'If a phase is shorted inside the drive unit, replace the drive unit and record the replacement as a part replacement activity; the portal registers the new serial.', 'Open a post_bundle case if the replacement unit is not yet registered to the bike.'], ['作業前先拔除電池。', '檢查馬達線材與接頭是否有絕緣層夾傷、進水或腐蝕。', '量測相間電阻（誤差應在 5% 內）及相位對外殼絕緣。', '若驅動單元內部相位短路，更換驅動單元，並以零件更換作業記錄；入口網站會登錄新序號。', '若更換的單元尚未登錄於此車，請開立 post_bundle 案件。']],
  },
  '0x0201': {
    zhTitle: '電池電芯過電壓',
    cause: ['The battery management system measured a cell voltage above the safe maximum, usually during charging, and opened the charge path.', '電池管理系統量測到電芯電壓超過安全上限（通常發生於充電時），並切斷充電迴路。'],
    rider: [['Unplug the charger immediately and keep the battery away from flammable material.', 'Use only the charger supplied with the bike.', 'Do not charge the battery again; bring bike, battery and charger to your dealer.'], ['立即拔除充電器，並讓電池遠離易燃物。', '只使用原廠隨附的充電器。', '請勿再次充電；將車輛、電池與充電器一併送至經銷商。']],
    mechanic: [['Check the charger model and output voltage against the battery specification; a wrong charger is the most common cause.', 'Read the battery information in the portal (cell voltages, cycle count).', 'If one cell group is high while others are normal, the battery is faulty: replace it and store the removed battery in a safe place for return.', 'Update battery firmware when the portal offers it.', 'Record the replacement and add a service book entry for the warranty claim.'], ['核對充電器型號與輸出電壓是否符合電池規格；使用錯誤的充電器是最常見原因。', '在入口網站讀取電池資訊（電芯電壓、循環次數）。', '若單一電芯組電壓偏高而其他正常，表示電池故障：更換電池並將拆下的電池安全存放以便退回。', '入口網站提供電池韌體更新時請更新。', '記錄零件更換並新增保養紀錄以供保固申請。']],
  },
  '0x0202': {
    zhTitle: '電池溫度超出範圍',
    cause: ['The battery is too cold or too hot to charge or discharge safely. Charging is allowed from 0 °C to 40 °C, riding from −10 °C to 50 °C.', '電池溫度過低或過高，無法安全充放電。充電溫度範圍為 0 °C 至 40 °C，騎乘為 −10 °C 至 50 °C。'],
    rider: [['Bring the battery to room temperature (indoors, away from heaters) before charging.', 'Do not leave the bike in direct sun or in a hot car.', 'If the code appears at normal temperatures, see your dealer.'], ['充電前先將電池置於室溫下（室內、遠離暖氣）。', '請勿將車輛停放在陽光直射處或高溫車內。', '若在正常溫度下仍出現此代碼，請洽經銷商。']],
    mechanic: [['Compare the battery temperature shown in the portal with the room temperature.', 'A reading far from ambient points to a faulty temperature sensor: replace the battery.', 'Check the battery contacts and the mount for corrosion that could heat up under load.'], ['比較入口網站顯示的電池溫度與室溫。', '若讀值與環境溫度差異很大，表示溫度感測器故障：更換電池。', '檢查電池接點與底座是否腐蝕，腐蝕處在負載下可能發熱。']],
  },
  '0x0301': {
    zhTitle: '扭力感測器訊號異常',
    cause: ['The torque sensor signal does not match pedalling (for example torque without cadence). Assistance is reduced until the signal is plausible again.', '扭力感測器訊號與踩踏不符（例如有扭力但無踏頻），在訊號恢復合理前會降低輔助。'],
    rider: [['Switch the system off and on again without pressing the pedals.', 'If assistance stays weak or jerky, ride without assistance and see your dealer.'], ['在未踩踏板的情況下重新開關系統。', '若輔助仍然偏弱或不順，請以無輔助模式騎乘並洽經銷商。']],
    mechanic: [['Run the sensor diagnosis in the portal with the calibrated weight: the torque reading must be within tolerance of the reference.', 'Check the crank arms are tight and the bottom bracket has no play.', 'Check the sensor connector inside the drive unit cover.', 'If the diagnosis fails, replace the torque sensor (or the drive unit where it is integrated).'], ['在入口網站以校正砝碼執行感測器診斷：扭力讀值須在參考值允差內。', '確認曲柄鎖緊、五通無間隙。', '檢查驅動單元蓋內的感測器接頭。', '若診斷未通過，更換扭力感測器（整合式則更換驅動單元）。']],
  },
  '0x0302': {
    zhTitle: '扭力感測器零點漂移',
    cause: ['The torque sensor reads a force while nobody pedals. The system compensates, but assistance may start late or feel uneven.', '無人踩踏時扭力感測器仍讀到力量。系統會補償，但輔助可能延遲啟動或感覺不均勻。'],
    rider: [['Always switch the bike on without feet on the pedals; the sensor sets its zero point at power-on.', 'If the message keeps returning, mention it at the next service.'], ['開機時請勿將腳放在踏板上；感測器會在開機時設定零點。', '若訊息持續出現，請於下次保養時告知經銷商。']],
    mechanic: [['Power-cycle the system with unloaded cranks and read the torque value in sensor diagnosis (should be near 0 Nm).', 'Update the drive unit firmware; newer versions re-zero the sensor more robustly.', 'If the offset exceeds the tolerance, replace the torque sensor.'], ['在曲柄無負載下重新開機，並於感測器診斷讀取扭力值（應接近 0 Nm）。', '更新驅動單元韌體；新版韌體的零點校正更穩定。', '若偏移超過允差，更換扭力感測器。']],
  },
  '0x0401': {
    zhTitle: '速度感測器無訊號',
    cause: ['No pulses arrive from the wheel speed sensor while the motor is assisting. Without a speed signal the system cannot respect the speed limit and stops assisting.', '馬達輔助時未收到輪速感測器脈衝。沒有速度訊號時系統無法遵守速限，因此停止輔助。'],
    rider: [['Check that the spoke magnet (or the brake-disc magnet) is in place and passes close to the sensor.', 'Clean mud from the sensor and the magnet.', 'If the code stays, see your dealer.'], ['檢查輻條磁鐵（或碟盤磁鐵）是否在定位並靠近感測器通過。', '清除感測器與磁鐵上的泥沙。', '若代碼持續出現，請洽經銷商。']],
    mechanic: [['Set the magnet-to-sensor gap to 5–15 mm.', 'Run the speed sensor diagnosis on a roller: the measured speed must match the roller reference.', 'Check the wheel diameter setting in the portal; a wrong circumference gives wrong speeds but not this code.', 'Replace the sensor or its cable if no pulses are measured.'], ['將磁鐵與感測器間距調整為 5 至 15 mm。', '在滾筒上執行速度感測器診斷：量測速度須與滾筒參考值一致。', '在入口網站檢查輪徑設定；輪周設定錯誤會造成速度不準，但不會產生此代碼。', '若量測不到脈衝，更換感測器或其線材。']],
  },
  '0x0501': {
    zhTitle: '顯示器通訊逾時',
    cause: ['The display did not hear from the controller in time. Often a loose connector, sometimes moisture in the display plug.', '顯示器未能及時收到控制器訊號。多為接頭鬆脫，有時是顯示器插頭受潮。'],
    rider: [['Switch the system off and on again.', 'Check that the display sits firmly in its holder.', 'If the code keeps appearing, see your dealer.'], ['重新開關系統。', '確認顯示器確實固定於座架上。', '若代碼持續出現，請洽經銷商。']],
    mechanic: [['Inspect the display connector and the cable along the handlebar for damage and moisture.', 'Run the HMI diagnosis in the portal (buttons and display test).', 'Update the display firmware and, if offered, its font and icon frames.', 'Replace the display if communication errors continue with a good cable.'], ['檢查顯示器接頭與沿車把的線材是否損傷或受潮。', '在入口網站執行 HMI 診斷（按鍵與顯示測試）。', '更新顯示器韌體，若有提供也一併更新字型與圖示。', '若線材正常仍持續通訊錯誤，更換顯示器。']],
  },
  '0x0601': {
    zhTitle: '控制器過電流',
    cause: ['The controller measured a current above its limit and switched the motor off for protection. Causes are a blocked motor, a damaged motor cable or a controller fault.', '控制器量測到電流超過上限，為保護而關閉馬達。原因可能是馬達卡住、馬達線材損傷或控制器故障。'],
    rider: [['Stop riding with assistance and switch the system off.', 'Check that nothing blocks the wheel or the drivetrain.', 'Bring the bike to your dealer.'], ['停止輔助騎乘並關閉系統。', '檢查是否有物品卡住車輪或傳動系統。', '請將車輛送至經銷商。']],
    mechanic: [['Check the drivetrain turns freely with the motor disconnected.', 'Inspect the motor cable and the controller connectors for damage or burnt pins.', 'Measure the motor phases (see 0x0102).', 'Update controller firmware if offered; otherwise replace the controller and register the new part.'], ['拔除馬達後確認傳動系統轉動順暢。', '檢查馬達線材與控制器接頭是否損傷或燒熔。', '量測馬達相位（參見 0x0102）。', '若有提供控制器韌體更新請更新；否則更換控制器並登錄新零件。']],
  },
  '0x0602': {
    zhTitle: '控制器供電電壓過低',
    cause: ['The controller supply voltage dropped below its minimum, usually because the battery is almost empty or its contacts are poor.', '控制器供電電壓低於下限，通常是電池電量幾乎耗盡或接點接觸不良。'],
    rider: [['Charge the battery fully.', 'Remove and re-insert the battery until it clicks into place.', 'If the code appears with a full battery, see your dealer.'], ['將電池充飽。', '取下電池後重新裝回，直到卡入定位。', '若電池充飽仍出現此代碼，請洽經銷商。']],
    mechanic: [['Read the battery state of charge and voltage in the portal under load.', 'Clean the battery contacts and check the mount for play.', 'Check the main cable from the battery mount to the controller.', 'If the battery voltage collapses under load, test or replace the battery.'], ['在入口網站讀取負載下的電池電量與電壓。', '清潔電池接點並檢查底座是否鬆動。', '檢查電池底座至控制器的主電源線。', '若電池電壓在負載下驟降，檢測或更換電池。']],
  },
  '0x0701': {
    zhTitle: '前燈開路',
    cause: ['The controller sees no load on the front light output: the lamp is disconnected or broken.', '控制器偵測到前燈輸出端無負載：燈具未連接或損壞。'],
    rider: [['Check whether the front light works; do not ride in the dark without light.', 'Have the light or its cable repaired by your dealer.'], ['檢查前燈是否正常亮起；無照明時請勿於夜間騎乘。', '請由經銷商維修燈具或線材。']],
    mechanic: [['Check the light connector at the controller and at the lamp.', 'Measure the cable continuity.', 'Replace the lamp; check the light settings (controllable, startup state) afterwards in the portal.'], ['檢查控制器端與燈具端的燈線接頭。', '量測線材導通。', '更換燈具，之後在入口網站確認燈光設定（可控制、開機狀態）。']],
  },
  '0x0801': {
    zhTitle: '變速器位置錯誤',
    cause: ['The electronic derailleur did not reach the requested gear position, for example after a knock or with a bent hanger.', '電子變速器未能到達指定檔位，例如受撞擊或吊耳彎曲後。'],
    rider: [['Shift through the gears once at standstill with the rear wheel lifted, if possible.', 'Check the derailleur for visible damage after a fall.', 'See your dealer for adjustment.'], ['可行時抬起後輪，在靜止狀態下逐一換檔一次。', '摔車後檢查變速器是否有明顯損傷。', '請洽經銷商調整。']],
    mechanic: [['Check and align the derailleur hanger.', 'Run the derailleur calibration and update its firmware if the portal offers a new version.', 'Check the derailleur cable and battery connection.', 'Replace the derailleur if it cannot be calibrated.'], ['檢查並校正變速器吊耳。', '執行變速器校正，若入口網站提供新韌體則更新。', '檢查變速器線材與電源連接。', '若無法校正，更換變速器。']],
  },
};

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
    const sectionKey = ['motor', 'controller'].includes(e.component) ? 'errDrive' : e.component === 'battery' ? 'errBattery' : 'errPeripherals';
    return {
      id: ERROR_CODE_ARTICLE_BASE + i + 1,
      sectionKey,
      labels: [`error_code:${e.code}`, `category:${CATEGORY_OF_COMPONENT[e.component] ?? 'misc'}`, `level:${e.level}`],
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
