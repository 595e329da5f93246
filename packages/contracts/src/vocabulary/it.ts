import type { LocaleVocabulary } from './vocabulary.ts';

export const it: LocaleVocabulary = {
  task: {
    part_bundle_not_match: {
      technician: "Componente di un'altra bici",
      rider: "Un pezzo registrato su un'altra bici",
    },
    part_bundle_not_found: {
      technician: 'Componente non collegato alla bici',
      rider: 'Un pezzo non ancora registrato sulla tua bici',
    },
    mid_not_found: { technician: 'ID modulo mancante', rider: "Identità dell'unità motrice mancante" },
    illegal_mid: { technician: 'ID modulo non valido', rider: "Identità dell'unità motrice non valida" },
    vin_not_found: {
      technician: 'VIN mancante nel sistema di trazione',
      rider: 'Numero di identificazione della bici mancante nel sistema di assistenza',
    },
    firmware_update_available: {
      technician: 'Aggiornamento firmware disponibile',
      rider: 'Aggiornamento software disponibile',
    },
    in_bootloader: { technician: 'Componente in bootloader', rider: 'Un pezzo attendeva il suo software' },
    error_code_danger: {
      technician: 'Codice di errore grave',
      rider: 'Guasto grave segnalato dalla bici',
    },
    error_code_warning: { technician: 'Codice di errore', rider: 'Guasto segnalato dalla bici' },
    parameter_need_compare: { technician: 'Parametri da confrontare', rider: 'Impostazioni da verificare' },
    parameter_need_update: { technician: 'Parametri da aggiornare', rider: 'Impostazioni da aggiornare' },
    measurement_speed_error: {
      technician: 'Misura velocità errata',
      rider: 'Sensore di velocità impreciso',
    },
    pedal_torque_error: {
      technician: 'Coppia pedale errata',
      rider: 'Sensore di forza sul pedale impreciso',
    },
    pedal_rpm_error: { technician: 'Cadenza errata', rider: 'Sensore di cadenza impreciso' },
    bundle_rule_not_match: {
      technician: 'Componente non consentito su questo modello',
      rider: 'Un pezzo non adatto a questo modello',
    },
    hmi_need_diagnosis: {
      technician: "L'HMI richiede una diagnosi",
      rider: 'Display e comandi da verificare',
    },
    battery_worn: { technician: 'Batteria usurata', rider: 'La batteria trattiene meno carica del dovuto' },
    battery_low_charge: { technician: 'Carica della batteria bassa', rider: 'Batteria quasi scarica' },
    battery_voltage_mismatch: {
      technician: 'Il motore legge un’altra tensione della batteria',
      rider: 'Il motore legge male la tensione della batteria',
    },
  },
  activity: {
    post_bundle: { technician: 'Componenti registrati', rider: 'Pezzi registrati sulla tua bici' },
    part_replacement: { technician: 'Sostituzione componente', rider: 'Pezzo sostituito' },
    firmware_update: { technician: 'Aggiornamento firmware', rider: 'Software aggiornato' },
    bootloader_rescued: { technician: 'Ripristino bootloader', rider: 'Software di un pezzo ripristinato' },
    bootloader_rescue: { technician: 'Ripristino bootloader', rider: 'Software di un pezzo ripristinato' },
    parameter_compare: { technician: 'Confronto parametri', rider: 'Impostazioni verificate' },
    parameter_update: { technician: 'Aggiornamento parametri', rider: 'Impostazioni aggiornate' },
    parameter_sync: { technician: 'Sincronizzazione parametri', rider: 'Impostazioni aggiornate' },
    parameter_reference: {
      technician: 'Riferimento confermato',
      rider: 'Impostazioni verificate e registrate',
    },
    performance_tuning: { technician: 'Regolazione prestazioni', rider: 'Assistenza del motore regolata' },
    sensor_diagnosis: { technician: 'Diagnosi sensori', rider: 'Sensori testati' },
    hmi_diagnosis: { technician: 'Diagnosi HMI', rider: 'Display e comandi testati' },
    mid_parameter_update: {
      technician: 'Aggiornamento MID',
      rider: "Identità dell'unità motrice aggiornata",
    },
    enter_ship_mode: {
      technician: 'Modalità riposo',
      rider: 'Bici messa a riposo per trasporto o deposito',
    },
    bike_activate: { technician: 'Attivazione della bici', rider: 'Bici attivata' },
    bike_setting: { technician: 'Impostazioni bici', rider: 'Impostazioni della bici regolate' },
    error_code_clear: {
      technician: 'Cancellazione codici di errore',
      rider: 'Memoria dei guasti cancellata',
    },
  },
  status: { in_progress: 'Ancora aperto', completed: 'Risolto', removed: 'Non necessario' },
  level: { critical: 'Urgente', warning: 'Consiglio' },
  failed: 'non completato',
  code: 'Codice',
  codes: 'Codici',
};
