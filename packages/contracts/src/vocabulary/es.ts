import type { LocaleVocabulary } from './vocabulary.ts';

export const es: LocaleVocabulary = {
  task: {
    part_bundle_not_match: {
      technician: 'Componente de otra bicicleta',
      rider: 'Una pieza registrada en otra bicicleta',
    },
    part_bundle_not_found: {
      technician: 'Componente no vinculado a la bicicleta',
      rider: 'Una pieza aún no registrada en tu bicicleta',
    },
    mid_not_found: { technician: 'Falta el ID de módulo', rider: 'Falta la identidad de la unidad motriz' },
    illegal_mid: { technician: 'ID de módulo no válido', rider: 'Identidad de la unidad motriz no válida' },
    vin_not_found: {
      technician: 'Falta el VIN en el sistema de propulsión',
      rider: 'Falta el número de identificación de la bicicleta en el sistema de asistencia',
    },
    firmware_update_available: {
      technician: 'Actualización de firmware disponible',
      rider: 'Actualización de software disponible',
    },
    in_bootloader: {
      technician: 'Componente en el bootloader',
      rider: 'Una pieza esperaba su software',
    },
    error_code_danger: {
      technician: 'Código de error grave',
      rider: 'Avería grave notificada por la bicicleta',
    },
    error_code_warning: { technician: 'Código de error', rider: 'Avería notificada por la bicicleta' },
    parameter_need_compare: {
      technician: 'Hay que comparar los parámetros',
      rider: 'Ajustes por revisar',
    },
    parameter_need_update: {
      technician: 'Hay que actualizar los parámetros',
      rider: 'Ajustes por actualizar',
    },
    measurement_speed_error: {
      technician: 'Medición de velocidad incorrecta',
      rider: 'Sensor de velocidad impreciso',
    },
    pedal_torque_error: {
      technician: 'Par de pedaleo incorrecto',
      rider: 'Sensor de fuerza de pedaleo impreciso',
    },
    pedal_rpm_error: { technician: 'Cadencia incorrecta', rider: 'Sensor de cadencia impreciso' },
    bundle_rule_not_match: {
      technician: 'Componente no permitido en este modelo',
      rider: 'Una pieza que no corresponde a este modelo',
    },
    hmi_need_diagnosis: {
      technician: 'La HMI necesita un diagnóstico',
      rider: 'Pantalla y mandos por revisar',
    },
    battery_worn: {
      technician: 'Batería desgastada',
      rider: 'La batería almacena menos carga de la que debería',
    },
    battery_low_charge: { technician: 'Carga de batería baja', rider: 'Batería casi vacía' },
    battery_voltage_mismatch: {
      technician: 'El motor lee otra tensión de batería',
      rider: 'El motor lee mal la tensión de la batería',
    },
  },
  activity: {
    post_bundle: { technician: 'Componentes registrados', rider: 'Piezas registradas en tu bicicleta' },
    part_replacement: { technician: 'Sustitución de componente', rider: 'Pieza sustituida' },
    firmware_update: { technician: 'Actualización de firmware', rider: 'Software actualizado' },
    bootloader_rescued: { technician: 'Rescate del bootloader', rider: 'Software de una pieza restaurado' },
    bootloader_rescue: { technician: 'Rescate del bootloader', rider: 'Software de una pieza restaurado' },
    parameter_compare: { technician: 'Comparación de parámetros', rider: 'Ajustes revisados' },
    parameter_update: { technician: 'Actualización de parámetros', rider: 'Ajustes actualizados' },
    parameter_sync: { technician: 'Sincronización de parámetros', rider: 'Ajustes actualizados' },
    parameter_reference: { technician: 'Referencia confirmada', rider: 'Ajustes comprobados y registrados' },
    performance_tuning: { technician: 'Ajuste de rendimiento', rider: 'Asistencia del motor ajustada' },
    sensor_diagnosis: { technician: 'Diagnóstico de sensores', rider: 'Sensores comprobados' },
    hmi_diagnosis: { technician: 'Diagnóstico de la HMI', rider: 'Pantalla y mandos comprobados' },
    mid_parameter_update: {
      technician: 'Actualización del MID',
      rider: 'Identidad de la unidad motriz actualizada',
    },
    enter_ship_mode: {
      technician: 'Modo de reposo',
      rider: 'Bicicleta en reposo para transporte o almacenamiento',
    },
    bike_activate: { technician: 'Activación de la bicicleta', rider: 'Bicicleta activada' },
    bike_setting: { technician: 'Ajustes de la bicicleta', rider: 'Ajustes de la bicicleta modificados' },
    error_code_clear: { technician: 'Borrar códigos de error', rider: 'Memoria de averías borrada' },
  },
  status: { in_progress: 'Pendiente', completed: 'Reparado', removed: 'No necesario' },
  level: { critical: 'Urgente', warning: 'Consejo' },
  failed: 'no completado',
  code: 'Código',
  codes: 'Códigos',
};
