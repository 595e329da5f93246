// Guidance for drive unit, battery and controller error codes.
import type { Guidance } from './error-code-guidance.ts';

export const driveGuidance: Record<string, Guidance> = {
  '0x0101': {
    zhTitle: '馬達過熱',
    cause: [
      'The drive unit measured a winding temperature above its limit and reduced or cut the assistance to protect itself. Typical after long climbs with a heavy load in a high assist level, or in hot weather.',
      '驅動單元量測到線圈溫度超過上限，為保護自身而降低或停止輔助。常見於高輔助等級、重載長距離爬坡或高溫天氣。',
    ],
    rider: [
      [
        'Stop or ride on without assistance and let the motor cool down for 15–30 minutes.',
        'Use a lower assist level and a lighter gear on long climbs.',
        'If the code returns on short, flat rides, take the bike to your dealer.',
      ],
      [
        '停車或以無輔助模式騎乘，讓馬達冷卻 15 至 30 分鐘。',
        '長距離爬坡時改用較低輔助等級與較輕的檔位。',
        '若在短程平路騎乘也再次出現，請將車輛送至經銷商檢查。',
      ],
    ],
    mechanic: [
      [
        'Read the error history in the portal: repeated 0x0101 on short rides points to a fault, not to load.',
        'Check the drive unit housing vents and cooling fins for mud; clean them.',
        'Check chain line and drivetrain friction (a dragging chain or brake raises motor load).',
        'Update the drive unit firmware if the portal offers a newer version; it contains revised thermal limits.',
        'If the code persists with a cold motor, run sensor diagnosis and open a case with the diagnosis snapshot.',
      ],
      [
        '在入口網站查看錯誤歷程：短程騎乘反覆出現 0x0101 表示故障，而非負載造成。',
        '檢查驅動單元外殼通風口與散熱鰭片是否被泥沙堵塞並清潔。',
        '檢查鏈條線與傳動系統阻力（鏈條或煞車拖滯會增加馬達負載）。',
        '若入口網站提供較新的驅動單元韌體，請更新；新版含調整後的溫度限制。',
        '若馬達冷卻後仍出現此代碼，執行感測器診斷並附上診斷快照開立案件。',
      ],
    ],
  },
  '0x0102': {
    zhTitle: '馬達相位短路',
    cause: [
      'The controller detected a short circuit between motor phases or from a phase to the frame. Assistance is switched off immediately.',
      '控制器偵測到馬達相位之間或相位對車架短路，輔助會立即關閉。',
    ],
    rider: [
      [
        'Switch the system off and do not ride with assistance.',
        'Do not open the drive unit or the cable covers.',
        'Bring the bike to your dealer; the bike can be ridden home without assistance.',
      ],
      [
        '關閉系統，請勿在輔助模式下騎乘。',
        '請勿自行拆開驅動單元或線材護蓋。',
        '請將車輛送至經銷商；可在無輔助模式下騎回。',
      ],
    ],
    mechanic: [
      [
        'Disconnect the battery before any work.',
        'Inspect the motor cable and connector for pinched insulation, water ingress and corrosion.',
        'Measure phase-to-phase resistance (should be equal within 5 %) and phase-to-housing insulation.',
        'If a phase is shorted inside the drive unit, replace the drive unit and record the replacement as a part replacement activity; the portal registers the new serial.',
        'Open a post_bundle case if the replacement unit is not yet registered to the bike.',
      ],
      [
        '作業前先拔除電池。',
        '檢查馬達線材與接頭是否有絕緣層夾傷、進水或腐蝕。',
        '量測相間電阻（誤差應在 5% 內）及相位對外殼絕緣。',
        '若驅動單元內部相位短路，更換驅動單元，並以零件更換作業記錄；入口網站會登錄新序號。',
        '若更換的單元尚未登錄於此車，請開立 post_bundle 案件。',
      ],
    ],
  },
  '0x0201': {
    zhTitle: '電池電芯過電壓',
    cause: [
      'The battery management system measured a cell voltage above the safe maximum, usually during charging, and opened the charge path.',
      '電池管理系統量測到電芯電壓超過安全上限（通常發生於充電時），並切斷充電迴路。',
    ],
    rider: [
      [
        'Unplug the charger immediately and keep the battery away from flammable material.',
        'Use only the charger supplied with the bike.',
        'Do not charge the battery again; bring bike, battery and charger to your dealer.',
      ],
      [
        '立即拔除充電器，並讓電池遠離易燃物。',
        '只使用原廠隨附的充電器。',
        '請勿再次充電；將車輛、電池與充電器一併送至經銷商。',
      ],
    ],
    mechanic: [
      [
        'Check the charger model and output voltage against the battery specification; a wrong charger is the most common cause.',
        'Read the battery information in the portal (cell voltages, cycle count).',
        'If one cell group is high while others are normal, the battery is faulty: replace it and store the removed battery in a safe place for return.',
        'Update battery firmware when the portal offers it.',
        'Record the replacement and add a service book entry for the warranty claim.',
      ],
      [
        '核對充電器型號與輸出電壓是否符合電池規格；使用錯誤的充電器是最常見原因。',
        '在入口網站讀取電池資訊（電芯電壓、循環次數）。',
        '若單一電芯組電壓偏高而其他正常，表示電池故障：更換電池並將拆下的電池安全存放以便退回。',
        '入口網站提供電池韌體更新時請更新。',
        '記錄零件更換並新增保養紀錄以供保固申請。',
      ],
    ],
  },
  '0x0202': {
    zhTitle: '電池溫度超出範圍',
    cause: [
      'The battery is too cold or too hot to charge or discharge safely. Charging is allowed from 0 °C to 40 °C, riding from −10 °C to 50 °C.',
      '電池溫度過低或過高，無法安全充放電。充電溫度範圍為 0 °C 至 40 °C，騎乘為 −10 °C 至 50 °C。',
    ],
    rider: [
      [
        'Bring the battery to room temperature (indoors, away from heaters) before charging.',
        'Do not leave the bike in direct sun or in a hot car.',
        'If the code appears at normal temperatures, see your dealer.',
      ],
      [
        '充電前先將電池置於室溫下（室內、遠離暖氣）。',
        '請勿將車輛停放在陽光直射處或高溫車內。',
        '若在正常溫度下仍出現此代碼，請洽經銷商。',
      ],
    ],
    mechanic: [
      [
        'Compare the battery temperature shown in the portal with the room temperature.',
        'A reading far from ambient points to a faulty temperature sensor: replace the battery.',
        'Check the battery contacts and the mount for corrosion that could heat up under load.',
      ],
      [
        '比較入口網站顯示的電池溫度與室溫。',
        '若讀值與環境溫度差異很大，表示溫度感測器故障：更換電池。',
        '檢查電池接點與底座是否腐蝕，腐蝕處在負載下可能發熱。',
      ],
    ],
  },
  '0x0601': {
    zhTitle: '控制器過電流',
    cause: [
      'The controller measured a current above its limit and switched the motor off for protection. Causes are a blocked motor, a damaged motor cable or a controller fault.',
      '控制器量測到電流超過上限，為保護而關閉馬達。原因可能是馬達卡住、馬達線材損傷或控制器故障。',
    ],
    rider: [
      [
        'Stop riding with assistance and switch the system off.',
        'Check that nothing blocks the wheel or the drivetrain.',
        'Bring the bike to your dealer.',
      ],
      ['停止輔助騎乘並關閉系統。', '檢查是否有物品卡住車輪或傳動系統。', '請將車輛送至經銷商。'],
    ],
    mechanic: [
      [
        'Check the drivetrain turns freely with the motor disconnected.',
        'Inspect the motor cable and the controller connectors for damage or burnt pins.',
        'Measure the motor phases (see 0x0102).',
        'Update controller firmware if offered; otherwise replace the controller and register the new part.',
      ],
      [
        '拔除馬達後確認傳動系統轉動順暢。',
        '檢查馬達線材與控制器接頭是否損傷或燒熔。',
        '量測馬達相位（參見 0x0102）。',
        '若有提供控制器韌體更新請更新；否則更換控制器並登錄新零件。',
      ],
    ],
  },
  '0x0602': {
    zhTitle: '控制器供電電壓過低',
    cause: [
      'The controller supply voltage dropped below its minimum, usually because the battery is almost empty or its contacts are poor.',
      '控制器供電電壓低於下限，通常是電池電量幾乎耗盡或接點接觸不良。',
    ],
    rider: [
      [
        'Charge the battery fully.',
        'Remove and re-insert the battery until it clicks into place.',
        'If the code appears with a full battery, see your dealer.',
      ],
      ['將電池充飽。', '取下電池後重新裝回，直到卡入定位。', '若電池充飽仍出現此代碼，請洽經銷商。'],
    ],
    mechanic: [
      [
        'Read the battery state of charge and voltage in the portal under load.',
        'Clean the battery contacts and check the mount for play.',
        'Check the main cable from the battery mount to the controller.',
        'If the battery voltage collapses under load, test or replace the battery.',
      ],
      [
        '在入口網站讀取負載下的電池電量與電壓。',
        '清潔電池接點並檢查底座是否鬆動。',
        '檢查電池底座至控制器的主電源線。',
        '若電池電壓在負載下驟降，檢測或更換電池。',
      ],
    ],
  },
};
