import type { LocaleVocabulary } from './vocabulary.ts';

export const nl: LocaleVocabulary = {
  task: {
    part_bundle_not_match: {
      technician: 'Component hoort bij een andere fiets',
      rider: 'Een onderdeel dat op een andere fiets staat geregistreerd',
    },
    part_bundle_not_found: {
      technician: 'Component niet aan de fiets gekoppeld',
      rider: 'Een onderdeel dat nog niet op uw fiets staat geregistreerd',
    },
    mid_not_found: {
      technician: 'Module-ID ontbreekt',
      rider: 'Identiteit van de aandrijfeenheid ontbreekt',
    },
    illegal_mid: { technician: 'Ongeldige module-ID', rider: 'Identiteit van de aandrijfeenheid ongeldig' },
    vin_not_found: {
      technician: 'VIN ontbreekt in het aandrijfsysteem',
      rider: 'Identificatienummer van de fiets ontbreekt in het aandrijfsysteem',
    },
    firmware_update_available: {
      technician: 'Firmware-update beschikbaar',
      rider: 'Software-update beschikbaar',
    },
    in_bootloader: { technician: 'Component in bootloader', rider: 'Een onderdeel wachtte op zijn software' },
    error_code_danger: { technician: 'Ernstige foutcode', rider: 'Ernstige storing gemeld door de fiets' },
    error_code_warning: { technician: 'Foutcode', rider: 'Storing gemeld door de fiets' },
    parameter_need_compare: {
      technician: 'Parameters moeten worden vergeleken',
      rider: 'Instellingen te controleren',
    },
    parameter_need_update: {
      technician: 'Parameters moeten worden bijgewerkt',
      rider: 'Instellingen bij te werken',
    },
    measurement_speed_error: {
      technician: 'Snelheidsmeting wijkt af',
      rider: 'Snelheidssensor meet onnauwkeurig',
    },
    pedal_torque_error: { technician: 'Trapkoppel wijkt af', rider: 'Trapkrachtsensor meet onnauwkeurig' },
    pedal_rpm_error: { technician: 'Cadans wijkt af', rider: 'Cadanssensor meet onnauwkeurig' },
    bundle_rule_not_match: {
      technician: 'Component niet toegestaan op dit model',
      rider: 'Een onderdeel dat niet bij dit model past',
    },
    hmi_need_diagnosis: {
      technician: 'HMI moet worden gediagnosticeerd',
      rider: 'Display en bediening te controleren',
    },
    battery_worn: {
      technician: 'Accu versleten',
      rider: 'De accu houdt minder lading vast dan hij zou moeten',
    },
    battery_low_charge: { technician: 'Acculading laag', rider: 'Accu bijna leeg' },
    battery_voltage_mismatch: {
      technician: 'Aandrijving meet andere accuspanning',
      rider: 'De motor meet de accuspanning verkeerd',
    },
  },
  activity: {
    post_bundle: { technician: 'Componenten geregistreerd', rider: 'Onderdelen op uw fiets geregistreerd' },
    part_replacement: { technician: 'Component vervangen', rider: 'Onderdeel vervangen' },
    firmware_update: { technician: 'Firmware-update', rider: 'Software bijgewerkt' },
    bootloader_rescued: { technician: 'Bootloader-herstel', rider: 'Software van een onderdeel hersteld' },
    bootloader_rescue: { technician: 'Bootloader-herstel', rider: 'Software van een onderdeel hersteld' },
    parameter_compare: { technician: 'Parametervergelijking', rider: 'Instellingen gecontroleerd' },
    parameter_update: { technician: 'Parameterupdate', rider: 'Instellingen bijgewerkt' },
    parameter_sync: { technician: 'Parametersynchronisatie', rider: 'Instellingen bijgewerkt' },
    parameter_reference: {
      technician: 'Referentie bevestigd',
      rider: 'Instellingen gecontroleerd en vastgelegd',
    },
    performance_tuning: { technician: 'Prestatie-afstelling', rider: 'Motorondersteuning aangepast' },
    sensor_diagnosis: { technician: 'Sensordiagnose', rider: 'Sensoren getest' },
    hmi_diagnosis: { technician: 'HMI-diagnose', rider: 'Display en bediening getest' },
    mid_parameter_update: {
      technician: 'MID-update',
      rider: 'Identiteit van de aandrijfeenheid bijgewerkt',
    },
    enter_ship_mode: {
      technician: 'Slaapstand',
      rider: 'Fiets in slaapstand gezet voor transport of opslag',
    },
    bike_activate: { technician: 'Fietsactivering', rider: 'Fiets geactiveerd' },
    bike_setting: { technician: 'Fietsinstellingen', rider: 'Fietsinstellingen aangepast' },
    error_code_clear: { technician: 'Foutcodes wissen', rider: 'Storingsgeheugen gewist' },
  },
  status: { in_progress: 'Nog open', completed: 'Verholpen', removed: 'Niet nodig' },
  level: { critical: 'Dringend', warning: 'Advies' },
  failed: 'niet voltooid',
  code: 'Code',
  codes: 'Codes',
};
