import type { LocaleVocabulary } from './vocabulary.ts';

export const da: LocaleVocabulary = {
  task: {
    part_bundle_not_match: {
      technician: 'Komponent tilhører en anden cykel',
      rider: 'En del, der er registreret på en anden cykel',
    },
    part_bundle_not_found: {
      technician: 'Komponent ikke knyttet til cyklen',
      rider: 'En del, der endnu ikke er registreret på din cykel',
    },
    mid_not_found: { technician: 'Modul-id mangler', rider: 'Drivenhedens identitet mangler' },
    illegal_mid: { technician: 'Ugyldigt modul-id', rider: 'Drivenhedens identitet er ugyldig' },
    vin_not_found: {
      technician: 'VIN mangler i drivsystemet',
      rider: 'Cyklens stelnummer mangler i drivsystemet',
    },
    firmware_update_available: {
      technician: 'Firmwareopdatering tilgængelig',
      rider: 'Softwareopdatering tilgængelig',
    },
    in_bootloader: { technician: 'Komponent i bootloader', rider: 'En del ventede på sin software' },
    error_code_danger: { technician: 'Alvorlig fejlkode', rider: 'Alvorlig fejl meldt af cyklen' },
    error_code_warning: { technician: 'Fejlkode', rider: 'Fejl meldt af cyklen' },
    parameter_need_compare: {
      technician: 'Parametre skal sammenlignes',
      rider: 'Indstillinger skal tjekkes',
    },
    parameter_need_update: { technician: 'Parametre skal opdateres', rider: 'Indstillinger skal opdateres' },
    measurement_speed_error: {
      technician: 'Hastighedsmåling afviger',
      rider: 'Hastighedssensoren måler unøjagtigt',
    },
    pedal_torque_error: { technician: 'Pedalmoment afviger', rider: 'Pedalkraftsensoren måler unøjagtigt' },
    pedal_rpm_error: { technician: 'Kadence afviger', rider: 'Kadencesensoren måler unøjagtigt' },
    bundle_rule_not_match: {
      technician: 'Komponent ikke tilladt på denne model',
      rider: 'En del, der ikke passer til denne model',
    },
    hmi_need_diagnosis: {
      technician: 'HMI skal diagnosticeres',
      rider: 'Display og betjening skal tjekkes',
    },
    battery_worn: { technician: 'Batteri slidt', rider: 'Batteriet rummer mindre strøm, end det burde' },
    battery_low_charge: { technician: 'Lav batteriladning', rider: 'Batteriet er næsten tomt' },
    battery_voltage_mismatch: {
      technician: 'Drevet måler en anden batterispænding',
      rider: 'Motoren måler batterispændingen forkert',
    },
  },
  activity: {
    post_bundle: { technician: 'Komponenter registreret', rider: 'Dele registreret på din cykel' },
    part_replacement: { technician: 'Udskiftning af komponent', rider: 'Del udskiftet' },
    firmware_update: { technician: 'Firmwareopdatering', rider: 'Software opdateret' },
    bootloader_rescued: { technician: 'Bootloader-redning', rider: 'En dels software gendannet' },
    bootloader_rescue: { technician: 'Bootloader-redning', rider: 'En dels software gendannet' },
    parameter_compare: { technician: 'Parametersammenligning', rider: 'Indstillinger tjekket' },
    parameter_update: { technician: 'Parameteropdatering', rider: 'Indstillinger opdateret' },
    parameter_sync: { technician: 'Parametersynkronisering', rider: 'Indstillinger opdateret' },
    parameter_reference: {
      technician: 'Reference bekræftet',
      rider: 'Indstillinger kontrolleret og registreret',
    },
    performance_tuning: { technician: 'Ydelsesjustering', rider: 'Motorstøtte justeret' },
    sensor_diagnosis: { technician: 'Sensordiagnose', rider: 'Sensorer testet' },
    hmi_diagnosis: { technician: 'HMI-diagnose', rider: 'Display og betjening testet' },
    mid_parameter_update: { technician: 'MID-opdatering', rider: 'Drivenhedens identitet opdateret' },
    enter_ship_mode: {
      technician: 'Dvaletilstand',
      rider: 'Cyklen sat i dvale til transport eller opbevaring',
    },
    bike_activate: { technician: 'Aktivering af cyklen', rider: 'Cyklen aktiveret' },
    bike_setting: { technician: 'Cykelindstillinger', rider: 'Cykelindstillinger justeret' },
    error_code_clear: { technician: 'Slet fejlkoder', rider: 'Fejlhukommelse slettet' },
  },
  status: { in_progress: 'Stadig åben', completed: 'Udbedret', removed: 'Ikke nødvendig' },
  level: { critical: 'Haster', warning: 'Råd' },
  failed: 'ikke fuldført',
  code: 'Kode',
  codes: 'Koder',
};
