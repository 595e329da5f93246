// Guidance for sensor, display, light and shifting error codes.
import type { Guidance } from './error-code-guidance.ts';

export const peripheralGuidance: Record<string, Guidance> = {
  '0x0301': {
    zhTitle: '扭力感測器訊號異常',
    cause: [
      'The torque sensor signal does not match pedalling (for example torque without cadence). Assistance is reduced until the signal is plausible again.',
      '扭力感測器訊號與踩踏不符（例如有扭力但無踏頻），在訊號恢復合理前會降低輔助。',
    ],
    rider: [
      [
        'Switch the system off and on again without pressing the pedals.',
        'If assistance stays weak or jerky, ride without assistance and see your dealer.',
      ],
      ['在未踩踏板的情況下重新開關系統。', '若輔助仍然偏弱或不順，請以無輔助模式騎乘並洽經銷商。'],
    ],
    mechanic: [
      [
        'Run the sensor diagnosis in the portal with the calibrated weight: the torque reading must be within tolerance of the reference.',
        'Check the crank arms are tight and the bottom bracket has no play.',
        'Check the sensor connector inside the drive unit cover.',
        'If the diagnosis fails, replace the torque sensor (or the drive unit where it is integrated).',
      ],
      [
        '在入口網站以校正砝碼執行感測器診斷：扭力讀值須在參考值允差內。',
        '確認曲柄鎖緊、五通無間隙。',
        '檢查驅動單元蓋內的感測器接頭。',
        '若診斷未通過，更換扭力感測器（整合式則更換驅動單元）。',
      ],
    ],
  },
  '0x0302': {
    zhTitle: '扭力感測器零點漂移',
    cause: [
      'The torque sensor reads a force while nobody pedals. The system compensates, but assistance may start late or feel uneven.',
      '無人踩踏時扭力感測器仍讀到力量。系統會補償，但輔助可能延遲啟動或感覺不均勻。',
    ],
    rider: [
      [
        'Always switch the bike on without feet on the pedals; the sensor sets its zero point at power-on.',
        'If the message keeps returning, mention it at the next service.',
      ],
      ['開機時請勿將腳放在踏板上；感測器會在開機時設定零點。', '若訊息持續出現，請於下次保養時告知經銷商。'],
    ],
    mechanic: [
      [
        'Power-cycle the system with unloaded cranks and read the torque value in sensor diagnosis (should be near 0 Nm).',
        'Update the drive unit firmware; newer versions re-zero the sensor more robustly.',
        'If the offset exceeds the tolerance, replace the torque sensor.',
      ],
      [
        '在曲柄無負載下重新開機，並於感測器診斷讀取扭力值（應接近 0 Nm）。',
        '更新驅動單元韌體；新版韌體的零點校正更穩定。',
        '若偏移超過允差，更換扭力感測器。',
      ],
    ],
  },
  '0x0401': {
    zhTitle: '速度感測器無訊號',
    cause: [
      'No pulses arrive from the wheel speed sensor while the motor is assisting. Without a speed signal the system cannot respect the speed limit and stops assisting.',
      '馬達輔助時未收到輪速感測器脈衝。沒有速度訊號時系統無法遵守速限，因此停止輔助。',
    ],
    rider: [
      [
        'Check that the spoke magnet (or the brake-disc magnet) is in place and passes close to the sensor.',
        'Clean mud from the sensor and the magnet.',
        'If the code stays, see your dealer.',
      ],
      [
        '檢查輻條磁鐵（或碟盤磁鐵）是否在定位並靠近感測器通過。',
        '清除感測器與磁鐵上的泥沙。',
        '若代碼持續出現，請洽經銷商。',
      ],
    ],
    mechanic: [
      [
        'Set the magnet-to-sensor gap to 5–15 mm.',
        'Run the speed sensor diagnosis on a roller: the measured speed must match the roller reference.',
        'Check the wheel diameter setting in the portal; a wrong circumference gives wrong speeds but not this code.',
        'Replace the sensor or its cable if no pulses are measured.',
      ],
      [
        '將磁鐵與感測器間距調整為 5 至 15 mm。',
        '在滾筒上執行速度感測器診斷：量測速度須與滾筒參考值一致。',
        '在入口網站檢查輪徑設定；輪周設定錯誤會造成速度不準，但不會產生此代碼。',
        '若量測不到脈衝，更換感測器或其線材。',
      ],
    ],
  },
  '0x0501': {
    zhTitle: '顯示器通訊逾時',
    cause: [
      'The display did not hear from the controller in time. Often a loose connector, sometimes moisture in the display plug.',
      '顯示器未能及時收到控制器訊號。多為接頭鬆脫，有時是顯示器插頭受潮。',
    ],
    rider: [
      [
        'Switch the system off and on again.',
        'Check that the display sits firmly in its holder.',
        'If the code keeps appearing, see your dealer.',
      ],
      ['重新開關系統。', '確認顯示器確實固定於座架上。', '若代碼持續出現，請洽經銷商。'],
    ],
    mechanic: [
      [
        'Inspect the display connector and the cable along the handlebar for damage and moisture.',
        'Run the HMI diagnosis in the portal (buttons and display test).',
        'Update the display firmware and, if offered, its font and icon frames.',
        'Replace the display if communication errors continue with a good cable.',
      ],
      [
        '檢查顯示器接頭與沿車把的線材是否損傷或受潮。',
        '在入口網站執行 HMI 診斷（按鍵與顯示測試）。',
        '更新顯示器韌體，若有提供也一併更新字型與圖示。',
        '若線材正常仍持續通訊錯誤，更換顯示器。',
      ],
    ],
  },
  '0x0701': {
    zhTitle: '前燈開路',
    cause: [
      'The controller sees no load on the front light output: the lamp is disconnected or broken.',
      '控制器偵測到前燈輸出端無負載：燈具未連接或損壞。',
    ],
    rider: [
      [
        'Check whether the front light works; do not ride in the dark without light.',
        'Have the light or its cable repaired by your dealer.',
      ],
      ['檢查前燈是否正常亮起；無照明時請勿於夜間騎乘。', '請由經銷商維修燈具或線材。'],
    ],
    mechanic: [
      [
        'Check the light connector at the controller and at the lamp.',
        'Measure the cable continuity.',
        'Replace the lamp; check the light settings (controllable, startup state) afterwards in the portal.',
      ],
      [
        '檢查控制器端與燈具端的燈線接頭。',
        '量測線材導通。',
        '更換燈具，之後在入口網站確認燈光設定（可控制、開機狀態）。',
      ],
    ],
  },
  '0x0801': {
    zhTitle: '變速器位置錯誤',
    cause: [
      'The electronic derailleur did not reach the requested gear position, for example after a knock or with a bent hanger.',
      '電子變速器未能到達指定檔位，例如受撞擊或吊耳彎曲後。',
    ],
    rider: [
      [
        'Shift through the gears once at standstill with the rear wheel lifted, if possible.',
        'Check the derailleur for visible damage after a fall.',
        'See your dealer for adjustment.',
      ],
      ['可行時抬起後輪，在靜止狀態下逐一換檔一次。', '摔車後檢查變速器是否有明顯損傷。', '請洽經銷商調整。'],
    ],
    mechanic: [
      [
        'Check and align the derailleur hanger.',
        'Run the derailleur calibration and update its firmware if the portal offers a new version.',
        'Check the derailleur cable and battery connection.',
        'Replace the derailleur if it cannot be calibrated.',
      ],
      [
        '檢查並校正變速器吊耳。',
        '執行變速器校正，若入口網站提供新韌體則更新。',
        '檢查變速器線材與電源連接。',
        '若無法校正，更換變速器。',
      ],
    ],
  },
};
