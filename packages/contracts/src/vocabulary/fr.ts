import type { LocaleVocabulary } from './vocabulary.ts';

export const fr: LocaleVocabulary = {
  task: {
    part_bundle_not_match: {
      technician: "Composant d'un autre vélo",
      rider: 'Une pièce enregistrée sur un autre vélo',
    },
    part_bundle_not_found: {
      technician: 'Composant non lié au vélo',
      rider: 'Une pièce pas encore enregistrée sur votre vélo',
    },
    mid_not_found: { technician: 'ID de module manquant', rider: "Identité de l'unité motrice manquante" },
    illegal_mid: { technician: 'ID de module non valide', rider: "Identité de l'unité motrice non valide" },
    vin_not_found: {
      technician: "VIN absent du système d'entraînement",
      rider: "Numéro d'identification du vélo absent du système d'assistance",
    },
    firmware_update_available: {
      technician: 'Mise à jour du firmware disponible',
      rider: 'Mise à jour logicielle disponible',
    },
    in_bootloader: {
      technician: 'Composant en mode bootloader',
      rider: 'Une pièce attendait son logiciel',
    },
    error_code_danger: { technician: "Code d'erreur grave", rider: 'Défaut grave signalé par le vélo' },
    error_code_warning: { technician: "Code d'erreur", rider: 'Défaut signalé par le vélo' },
    parameter_need_compare: { technician: 'Paramètres à comparer', rider: 'Réglages à vérifier' },
    parameter_need_update: { technician: 'Paramètres à mettre à jour', rider: 'Réglages à mettre à jour' },
    measurement_speed_error: {
      technician: 'Mesure de vitesse erronée',
      rider: 'Capteur de vitesse imprécis',
    },
    pedal_torque_error: {
      technician: 'Couple de pédalage erroné',
      rider: 'Capteur de force de pédalage imprécis',
    },
    pedal_rpm_error: { technician: 'Cadence erronée', rider: 'Capteur de cadence imprécis' },
    bundle_rule_not_match: {
      technician: 'Composant non autorisé sur ce modèle',
      rider: 'Une pièce qui ne convient pas à ce modèle',
    },
    hmi_need_diagnosis: {
      technician: "L'HMI doit être diagnostiquée",
      rider: 'Écran et commandes à vérifier',
    },
    battery_worn: {
      technician: 'Batterie usée',
      rider: "La batterie garde moins de charge qu'elle ne devrait",
    },
    battery_low_charge: { technician: 'Charge de batterie faible', rider: 'Batterie presque vide' },
    battery_voltage_mismatch: {
      technician: 'Le moteur lit une autre tension de batterie',
      rider: 'Le moteur lit mal la tension de la batterie',
    },
  },
  activity: {
    post_bundle: { technician: 'Composants enregistrés', rider: 'Pièces enregistrées sur votre vélo' },
    part_replacement: { technician: 'Remplacement de composant', rider: 'Pièce remplacée' },
    firmware_update: { technician: 'Mise à jour du firmware', rider: 'Logiciel mis à jour' },
    bootloader_rescued: { technician: 'Sauvetage du bootloader', rider: "Logiciel d'une pièce restauré" },
    bootloader_rescue: { technician: 'Sauvetage du bootloader', rider: "Logiciel d'une pièce restauré" },
    parameter_compare: { technician: 'Comparaison des paramètres', rider: 'Réglages vérifiés' },
    parameter_update: { technician: 'Mise à jour des paramètres', rider: 'Réglages mis à jour' },
    parameter_sync: { technician: 'Synchronisation des paramètres', rider: 'Réglages mis à jour' },
    parameter_reference: { technician: 'Référence confirmée', rider: 'Réglages vérifiés et enregistrés' },
    performance_tuning: { technician: 'Réglage des performances', rider: "Niveau d'assistance ajusté" },
    sensor_diagnosis: { technician: 'Diagnostic des capteurs', rider: 'Capteurs testés' },
    hmi_diagnosis: { technician: "Diagnostic de l'HMI", rider: 'Écran et commandes testés' },
    mid_parameter_update: {
      technician: 'Mise à jour du MID',
      rider: "Identité de l'unité motrice mise à jour",
    },
    enter_ship_mode: {
      technician: 'Mode veille',
      rider: 'Vélo mis en veille pour le transport ou le stockage',
    },
    bike_activate: { technician: 'Activation du vélo', rider: 'Vélo activé' },
    bike_setting: { technician: 'Réglages du vélo', rider: 'Réglages du vélo ajustés' },
    error_code_clear: { technician: "Effacement des codes d'erreur", rider: 'Mémoire des défauts effacée' },
  },
  status: { in_progress: 'Encore ouvert', completed: 'Réparé', removed: 'Pas nécessaire' },
  level: { critical: 'Urgent', warning: 'Conseil' },
  failed: 'non terminé',
  code: 'Code',
  codes: 'Codes',
};
