import type { LocaleVocabulary } from './vocabulary.ts';

export const de: LocaleVocabulary = {
  task: {
    part_bundle_not_match: {
      technician: 'Komponente gehört zu einem anderen Fahrrad',
      rider: 'Ein Teil, das auf ein anderes Fahrrad eingetragen ist',
    },
    part_bundle_not_found: {
      technician: 'Komponente nicht mit dem Fahrrad verknüpft',
      rider: 'Ein Teil, das noch nicht auf Ihr Fahrrad eingetragen ist',
    },
    mid_not_found: { technician: 'Modul-ID fehlt', rider: 'Kennung der Antriebseinheit fehlt' },
    illegal_mid: { technician: 'Ungültige Modul-ID', rider: 'Kennung der Antriebseinheit ungültig' },
    vin_not_found: {
      technician: 'VIN fehlt im Antriebssystem',
      rider: 'Fahrzeug-Identifizierungsnummer fehlt im Antriebssystem',
    },
    firmware_update_available: {
      technician: 'Firmware-Update verfügbar',
      rider: 'Software-Aktualisierung verfügbar',
    },
    in_bootloader: {
      technician: 'Komponente im Bootloader',
      rider: 'Ein Teil wartete auf seine Software',
    },
    error_code_danger: {
      technician: 'Schwerwiegender Fehlercode',
      rider: 'Schwerer Fehler, vom Fahrrad gemeldet',
    },
    error_code_warning: { technician: 'Fehlercode', rider: 'Fehler, vom Fahrrad gemeldet' },
    parameter_need_compare: {
      technician: 'Parameter müssen verglichen werden',
      rider: 'Einstellungen zu prüfen',
    },
    parameter_need_update: {
      technician: 'Parameter müssen aktualisiert werden',
      rider: 'Einstellungen zu aktualisieren',
    },
    measurement_speed_error: {
      technician: 'Geschwindigkeitsmessung weicht ab',
      rider: 'Geschwindigkeitssensor misst ungenau',
    },
    pedal_torque_error: {
      technician: 'Pedaldrehmoment weicht ab',
      rider: 'Kraftsensor am Pedal misst ungenau',
    },
    pedal_rpm_error: { technician: 'Trittfrequenz weicht ab', rider: 'Trittfrequenzsensor misst ungenau' },
    bundle_rule_not_match: {
      technician: 'Komponente für dieses Modell nicht zulässig',
      rider: 'Ein Teil, das nicht zu diesem Modell passt',
    },
    hmi_need_diagnosis: {
      technician: 'HMI muss diagnostiziert werden',
      rider: 'Display und Bedienelemente zu prüfen',
    },
    battery_worn: {
      technician: 'Akku verschlissen',
      rider: 'Der Akku speichert weniger Energie als er sollte',
    },
    battery_low_charge: { technician: 'Akkuladung niedrig', rider: 'Akku fast leer' },
    battery_voltage_mismatch: {
      technician: 'Antrieb misst andere Akkuspannung',
      rider: 'Der Motor misst die Akkuspannung falsch',
    },
  },
  activity: {
    post_bundle: { technician: 'Komponenten registriert', rider: 'Teile auf Ihr Fahrrad eingetragen' },
    part_replacement: { technician: 'Komponententausch', rider: 'Teil ersetzt' },
    firmware_update: { technician: 'Firmware-Update', rider: 'Software aktualisiert' },
    bootloader_rescued: { technician: 'Bootloader-Rettung', rider: 'Software eines Teils wiederhergestellt' },
    bootloader_rescue: { technician: 'Bootloader-Rettung', rider: 'Software eines Teils wiederhergestellt' },
    parameter_compare: { technician: 'Parametervergleich', rider: 'Einstellungen geprüft' },
    parameter_update: { technician: 'Parameteraktualisierung', rider: 'Einstellungen aktualisiert' },
    parameter_sync: { technician: 'Parametersynchronisierung', rider: 'Einstellungen aktualisiert' },
    parameter_reference: {
      technician: 'Referenz bestätigt',
      rider: 'Einstellungen geprüft und festgehalten',
    },
    performance_tuning: { technician: 'Leistungsabstimmung', rider: 'Motorunterstützung angepasst' },
    sensor_diagnosis: { technician: 'Sensordiagnose', rider: 'Sensoren getestet' },
    hmi_diagnosis: { technician: 'HMI-Diagnose', rider: 'Display und Bedienelemente getestet' },
    mid_parameter_update: {
      technician: 'MID-Aktualisierung',
      rider: 'Kennung der Antriebseinheit aktualisiert',
    },
    enter_ship_mode: {
      technician: 'Ruhemodus',
      rider: 'Fahrrad für Transport oder Lagerung in Ruhe versetzt',
    },
    bike_activate: { technician: 'Fahrradaktivierung', rider: 'Fahrrad aktiviert' },
    bike_setting: { technician: 'Fahrradeinstellungen', rider: 'Fahrradeinstellungen angepasst' },
    error_code_clear: { technician: 'Fehlercodes löschen', rider: 'Fehlerspeicher gelöscht' },
  },
  status: { in_progress: 'Noch offen', completed: 'Behoben', removed: 'Nicht nötig' },
  level: { critical: 'Dringend', warning: 'Hinweis' },
  failed: 'nicht abgeschlossen',
  code: 'Code',
  codes: 'Codes',
};
