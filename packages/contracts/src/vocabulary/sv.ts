import type { LocaleVocabulary } from './vocabulary.ts';

export const sv: LocaleVocabulary = {
  task: {
    part_bundle_not_match: {
      technician: 'Komponenten tillhör en annan cykel',
      rider: 'En del som är registrerad på en annan cykel',
    },
    part_bundle_not_found: {
      technician: 'Komponenten är inte kopplad till cykeln',
      rider: 'En del som ännu inte är registrerad på din cykel',
    },
    mid_not_found: { technician: 'Modul-ID saknas', rider: 'Drivenhetens identitet saknas' },
    illegal_mid: { technician: 'Ogiltigt modul-ID', rider: 'Drivenhetens identitet är ogiltig' },
    vin_not_found: {
      technician: 'VIN saknas i drivsystemet',
      rider: 'Cykelns identifieringsnummer saknas i drivsystemet',
    },
    firmware_update_available: {
      technician: 'Firmwareuppdatering tillgänglig',
      rider: 'Programuppdatering tillgänglig',
    },
    in_bootloader: { technician: 'Komponent i bootloader', rider: 'En del väntade på sin programvara' },
    error_code_danger: { technician: 'Allvarlig felkod', rider: 'Allvarligt fel rapporterat av cykeln' },
    error_code_warning: { technician: 'Felkod', rider: 'Fel rapporterat av cykeln' },
    parameter_need_compare: {
      technician: 'Parametrar behöver jämföras',
      rider: 'Inställningar ska kontrolleras',
    },
    parameter_need_update: {
      technician: 'Parametrar behöver uppdateras',
      rider: 'Inställningar ska uppdateras',
    },
    measurement_speed_error: {
      technician: 'Hastighetsmätning avviker',
      rider: 'Hastighetsgivaren mäter fel',
    },
    pedal_torque_error: { technician: 'Pedalmoment avviker', rider: 'Pedalkraftgivaren mäter fel' },
    pedal_rpm_error: { technician: 'Kadens avviker', rider: 'Kadensgivaren mäter fel' },
    bundle_rule_not_match: {
      technician: 'Komponenten är inte tillåten på modellen',
      rider: 'En del som inte passar den här modellen',
    },
    hmi_need_diagnosis: {
      technician: 'HMI behöver diagnostiseras',
      rider: 'Display och reglage ska kontrolleras',
    },
    battery_worn: { technician: 'Batteriet slitet', rider: 'Batteriet rymmer mindre laddning än det borde' },
    battery_low_charge: { technician: 'Låg batteriladdning', rider: 'Batteriet nästan tomt' },
    battery_voltage_mismatch: {
      technician: 'Drivenheten mäter en annan batterispänning',
      rider: 'Motorn mäter batterispänningen fel',
    },
  },
  activity: {
    post_bundle: { technician: 'Komponenter registrerade', rider: 'Delar registrerade på din cykel' },
    part_replacement: { technician: 'Komponentbyte', rider: 'Del utbytt' },
    firmware_update: { technician: 'Firmwareuppdatering', rider: 'Programvara uppdaterad' },
    bootloader_rescued: { technician: 'Bootloader-räddning', rider: 'En dels programvara återställd' },
    bootloader_rescue: { technician: 'Bootloader-räddning', rider: 'En dels programvara återställd' },
    parameter_compare: { technician: 'Parameterjämförelse', rider: 'Inställningar kontrollerade' },
    parameter_update: { technician: 'Parameteruppdatering', rider: 'Inställningar uppdaterade' },
    parameter_sync: { technician: 'Parametersynkronisering', rider: 'Inställningar uppdaterade' },
    parameter_reference: {
      technician: 'Referens bekräftad',
      rider: 'Inställningar kontrollerade och registrerade',
    },
    performance_tuning: { technician: 'Prestandajustering', rider: 'Motorassistans justerad' },
    sensor_diagnosis: { technician: 'Sensordiagnos', rider: 'Givare testade' },
    hmi_diagnosis: { technician: 'HMI-diagnos', rider: 'Display och reglage testade' },
    mid_parameter_update: { technician: 'MID-uppdatering', rider: 'Drivenhetens identitet uppdaterad' },
    enter_ship_mode: {
      technician: 'Viloläge',
      rider: 'Cykeln försatt i viloläge för transport eller förvaring',
    },
    bike_activate: { technician: 'Aktivering av cykeln', rider: 'Cykeln aktiverad' },
    bike_setting: { technician: 'Cykelinställningar', rider: 'Cykelinställningar justerade' },
    error_code_clear: { technician: 'Radera felkoder', rider: 'Felminnet raderat' },
  },
  status: { in_progress: 'Fortfarande öppen', completed: 'Åtgärdad', removed: 'Behövs inte' },
  level: { critical: 'Brådskande', warning: 'Råd' },
  failed: 'inte slutförd',
  code: 'Kod',
  codes: 'Koder',
};
