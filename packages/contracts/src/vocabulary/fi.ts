import type { LocaleVocabulary } from './vocabulary.ts';

export const fi: LocaleVocabulary = {
  task: {
    part_bundle_not_match: {
      technician: 'Komponentti kuuluu toiseen pyörään',
      rider: 'Osa, joka on rekisteröity toiseen pyörään',
    },
    part_bundle_not_found: {
      technician: 'Komponenttia ei ole liitetty pyörään',
      rider: 'Osa, jota ei ole vielä rekisteröity pyörääsi',
    },
    mid_not_found: { technician: 'Moduulin tunnus puuttuu', rider: 'Moottoriyksikön tunniste puuttuu' },
    illegal_mid: {
      technician: 'Virheellinen moduulin tunnus',
      rider: 'Moottoriyksikön tunniste on virheellinen',
    },
    vin_not_found: {
      technician: 'VIN puuttuu voimansiirrosta',
      rider: 'Pyörän tunnistenumero puuttuu avustusjärjestelmästä',
    },
    firmware_update_available: {
      technician: 'Laiteohjelmistopäivitys saatavilla',
      rider: 'Ohjelmistopäivitys saatavilla',
    },
    in_bootloader: {
      technician: 'Komponentti bootloader-tilassa',
      rider: 'Osa odotti ohjelmistoaan',
    },
    error_code_danger: { technician: 'Vakava virhekoodi', rider: 'Pyörän ilmoittama vakava vika' },
    error_code_warning: { technician: 'Virhekoodi', rider: 'Pyörän ilmoittama vika' },
    parameter_need_compare: { technician: 'Parametrit on verrattava', rider: 'Asetukset tarkistettava' },
    parameter_need_update: { technician: 'Parametrit on päivitettävä', rider: 'Asetukset päivitettävä' },
    measurement_speed_error: {
      technician: 'Nopeusmittaus poikkeaa',
      rider: 'Nopeusanturi mittaa epätarkasti',
    },
    pedal_torque_error: {
      technician: 'Poljinmomentti poikkeaa',
      rider: 'Poljinvoima-anturi mittaa epätarkasti',
    },
    pedal_rpm_error: { technician: 'Poljinnopeus poikkeaa', rider: 'Poljinnopeusanturi mittaa epätarkasti' },
    bundle_rule_not_match: {
      technician: 'Komponentti ei sovi tähän malliin',
      rider: 'Osa, joka ei sovi tähän malliin',
    },
    hmi_need_diagnosis: {
      technician: 'HMI on diagnosoitava',
      rider: 'Näyttö ja hallintalaitteet tarkistettava',
    },
    battery_worn: { technician: 'Akku kulunut', rider: 'Akku varaa vähemmän kuin sen pitäisi' },
    battery_low_charge: { technician: 'Akun varaus alhainen', rider: 'Akku melkein tyhjä' },
    battery_voltage_mismatch: {
      technician: 'Moottori mittaa eri akkujännitteen',
      rider: 'Moottori mittaa akun jännitteen väärin',
    },
  },
  activity: {
    post_bundle: { technician: 'Komponentit rekisteröity', rider: 'Osat rekisteröity pyörääsi' },
    part_replacement: { technician: 'Komponentin vaihto', rider: 'Osa vaihdettu' },
    firmware_update: { technician: 'Laiteohjelmistopäivitys', rider: 'Ohjelmisto päivitetty' },
    bootloader_rescued: { technician: 'Bootloader-pelastus', rider: 'Osan ohjelmisto palautettu' },
    bootloader_rescue: { technician: 'Bootloader-pelastus', rider: 'Osan ohjelmisto palautettu' },
    parameter_compare: { technician: 'Parametrien vertailu', rider: 'Asetukset tarkistettu' },
    parameter_update: { technician: 'Parametrien päivitys', rider: 'Asetukset päivitetty' },
    parameter_sync: { technician: 'Parametrien synkronointi', rider: 'Asetukset päivitetty' },
    parameter_reference: { technician: 'Viitearvot vahvistettu', rider: 'Asetukset tarkistettu ja kirjattu' },
    performance_tuning: { technician: 'Suorituskyvyn säätö', rider: 'Moottorin avustusta säädetty' },
    sensor_diagnosis: { technician: 'Anturidiagnoosi', rider: 'Anturit testattu' },
    hmi_diagnosis: { technician: 'HMI-diagnoosi', rider: 'Näyttö ja hallintalaitteet testattu' },
    mid_parameter_update: { technician: 'MID-päivitys', rider: 'Moottoriyksikön tunniste päivitetty' },
    enter_ship_mode: {
      technician: 'Lepotila',
      rider: 'Pyörä asetettu lepotilaan kuljetusta tai säilytystä varten',
    },
    bike_activate: { technician: 'Pyörän aktivointi', rider: 'Pyörä aktivoitu' },
    bike_setting: { technician: 'Pyörän asetukset', rider: 'Pyörän asetuksia säädetty' },
    error_code_clear: { technician: 'Virhekoodien poisto', rider: 'Vikamuisti tyhjennetty' },
  },
  status: { in_progress: 'Yhä avoin', completed: 'Korjattu', removed: 'Ei tarpeen' },
  level: { critical: 'Kiireellinen', warning: 'Suositus' },
  failed: 'ei valmis',
  code: 'Koodi',
  codes: 'Koodit',
};
