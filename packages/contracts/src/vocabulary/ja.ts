import type { LocaleVocabulary } from './vocabulary.ts';

export const ja: LocaleVocabulary = {
  task: {
    part_bundle_not_match: {
      technician: '別の自転車のコンポーネント',
      rider: '別の自転車に登録されている部品',
    },
    part_bundle_not_found: {
      technician: '自転車に未登録のコンポーネント',
      rider: 'まだお客様の自転車に登録されていない部品',
    },
    mid_not_found: {
      technician: 'モジュール ID がありません',
      rider: 'ドライブユニットの識別情報がありません',
    },
    illegal_mid: { technician: '無効なモジュール ID', rider: 'ドライブユニットの識別情報が無効です' },
    vin_not_found: {
      technician: 'ドライブシステムに VIN がありません',
      rider: 'ドライブシステムに車体識別番号がありません',
    },
    firmware_update_available: {
      technician: 'ファームウェア更新があります',
      rider: 'ソフトウェアの更新があります',
    },
    in_bootloader: {
      technician: 'ブートローダー状態のコンポーネント',
      rider: 'ソフトウェアの書き込み待ちの部品',
    },
    error_code_danger: { technician: '重大なエラーコード', rider: '自転車が報告した重大な故障' },
    error_code_warning: { technician: 'エラーコード', rider: '自転車が報告した故障' },
    parameter_need_compare: { technician: 'パラメーターの比較が必要', rider: '設定の確認が必要' },
    parameter_need_update: { technician: 'パラメーターの更新が必要', rider: '設定の更新が必要' },
    measurement_speed_error: { technician: '速度の測定誤差', rider: '速度センサーの測定値のずれ' },
    pedal_torque_error: { technician: 'ペダルトルクの誤差', rider: '踏力センサーの測定値のずれ' },
    pedal_rpm_error: { technician: 'ケイデンスの誤差', rider: 'ケイデンスセンサーの測定値のずれ' },
    bundle_rule_not_match: {
      technician: 'このモデルでは使用できないコンポーネント',
      rider: 'このモデルに適合しない部品',
    },
    hmi_need_diagnosis: { technician: 'HMI の診断が必要', rider: 'ディスプレイと操作部の点検が必要' },
    battery_worn: { technician: 'バッテリーの劣化', rider: 'バッテリーの蓄電量が本来より少ない' },
    battery_low_charge: { technician: 'バッテリー残量低下', rider: 'バッテリーがほぼ空' },
    battery_voltage_mismatch: {
      technician: 'ドライブユニットのバッテリー電圧が不一致',
      rider: 'モーターがバッテリー電圧を誤って読み取っています',
    },
  },
  activity: {
    post_bundle: { technician: 'コンポーネント登録', rider: '部品をお客様の自転車に登録しました' },
    part_replacement: { technician: 'コンポーネント交換', rider: '部品を交換しました' },
    firmware_update: { technician: 'ファームウェア更新', rider: 'ソフトウェアを更新しました' },
    bootloader_rescued: { technician: 'ブートローダー復旧', rider: '部品のソフトウェアを復元しました' },
    bootloader_rescue: { technician: 'ブートローダー復旧', rider: '部品のソフトウェアを復元しました' },
    parameter_compare: { technician: 'パラメーター比較', rider: '設定を確認しました' },
    parameter_update: { technician: 'パラメーター更新', rider: '設定を更新しました' },
    parameter_sync: { technician: 'パラメーター同期', rider: '設定を更新しました' },
    parameter_reference: { technician: '基準値を確定', rider: '設定を確認して記録しました' },
    performance_tuning: { technician: 'パフォーマンス調整', rider: 'モーターのアシストを調整しました' },
    sensor_diagnosis: { technician: 'センサー診断', rider: 'センサーを点検しました' },
    hmi_diagnosis: { technician: 'HMI 診断', rider: 'ディスプレイと操作部を点検しました' },
    mid_parameter_update: { technician: 'MID 更新', rider: 'ドライブユニットの識別情報を更新しました' },
    enter_ship_mode: {
      technician: 'スリープモード',
      rider: '輸送・保管のため自転車をスリープ状態にしました',
    },
    bike_activate: { technician: '自転車のアクティベーション', rider: '自転車を有効化しました' },
    bike_setting: { technician: '自転車の設定', rider: '自転車の設定を調整しました' },
    error_code_clear: { technician: 'エラーコードの消去', rider: '故障履歴を消去しました' },
  },
  status: { in_progress: '未対応', completed: '修理済み', removed: '対応不要' },
  level: { critical: '至急', warning: '推奨' },
  failed: '未完了',
  code: 'コード',
  codes: 'コード',
};
