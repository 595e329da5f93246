// Artículos de solución de problemas, en español.
import type { ProblemTexts } from './problem-texts.ts';

export const es: ProblemTexts = {
  frameNumber: {
    title: 'Dónde está el número de cuadro (número de serie)',
    intro:
      'El número de cuadro identifica la bicicleta en el portal junto con el VIN. Está grabado en la parte inferior de la caja del pedalier y repetido en una pegatina en la vaina izquierda.',
    imageAlt: 'Número de cuadro bajo el pedalier',
    steps: [
      'Ponga la bicicleta boca abajo o súbala a un soporte de taller.',
      'Limpie la parte inferior de la caja del pedalier.',
      'Lea el número de 11 caracteres que empieza por W (por ejemplo WKT00240001).',
      'Si el grabado no se puede leer, use la pegatina de la vaina o el número de los documentos de compra.',
    ],
    outro:
      'Las bicicletas Atlas Exclusive llevan el número en otro lugar; consulte el artículo de esa marca.',
  },
  frameNumberAtlas: {
    title: 'Dónde está el número de cuadro en las bicicletas Atlas Exclusive',
    intro:
      'En los cuadros Atlas Exclusive el número está marcado con láser en el tubo de dirección, detrás del soporte de la luz delantera, e impreso en la etiqueta del compartimento de la batería.',
    imageAlt: 'Número de cuadro en el tubo de dirección',
    steps: [
      'Gire el manillar hacia un lado para ver la parte trasera del tubo de dirección.',
      'Lea el número del tubo de dirección (empieza por W).',
      'También puede quitar la batería y leer la etiqueta dentro del compartimento del tubo diagonal.',
    ],
  },
  bridgeNotFound: {
    title: 'El portal no encuentra el System Bridge',
    intro:
      'El portal se comunica con la bicicleta a través del System Bridge, un pequeño programa del ordenador del taller que escucha en 127.0.0.1, puerto 3008.',
    steps: [
      'Compruebe que el System Bridge está instalado (versión 13.4.0) y en marcha: su icono aparece en la bandeja del sistema o en la barra de menús.',
      'Abra http://127.0.0.1:3008/v1/system_bridge/version_info en el navegador; debe responder con la versión.',
      'Si no responde, reinicie el System Bridge. En Windows, permítalo en el aviso del cortafuegos.',
      'Los proxies corporativos no deben interceptar 127.0.0.1.',
      'Vuelva a cargar la página del portal.',
    ],
  },
  connectorNotDetected: {
    title: 'No se detecta el conector (dongle)',
    intro:
      'El portal muestra «no se ha detectado ningún conector» cuando falta el conector USB o no se reconoce.',
    steps: [
      'Conecte el conector directamente al ordenador, no a un hub.',
      'Use el cable USB original; los cables solo de carga no transmiten datos.',
      'Espere a que el LED del conector esté verde fijo y vuelva a intentarlo.',
      'En Linux, compruebe que su usuario puede abrir dispositivos serie (grupo dialout).',
      'Si el portal ofrece una actualización del firmware del conector, hágala antes de conectar una bicicleta.',
    ],
  },
  bootloaderRescue: {
    title: 'Un componente se ha quedado en el bootloader: recuperación',
    intro:
      'Un componente cuya actualización de firmware se interrumpió arranca en su bootloader y muestra la tarea «en bootloader». La bicicleta no asiste hasta que se recupera.',
    steps: [
      'Conecte el cargador o compruebe que la batería está por encima del {charge}.',
      'Abra el espacio de trabajo y elija Recuperación del bootloader en la tarea.',
      'El portal descarga la imagen de recuperación firmada y el System Bridge la graba; no desconecte nada.',
      'Tras la recuperación, haga la actualización normal del firmware a la última versión.',
    ],
  },
  firmwareUpdateFailed: {
    title: 'La actualización del firmware falló o se interrumpió',
    intro:
      'Las actualizaciones se verifican antes y después de grabarlas, así que una actualización interrumpida nunca deja la bicicleta inutilizable.',
    steps: [
      'Compruebe la carga de la batería (al menos el {charge}) y mantenga el cargador conectado durante la actualización.',
      'No use los botones de la bicicleta durante la actualización.',
      'Repita la actualización desde la tarea del espacio de trabajo.',
      'Si el componente arranca ahora en su bootloader, siga el artículo de recuperación del bootloader.',
      'Si el portal indica «Origen del archivo de actualización no válido», la imagen no superó la comprobación de firma: recargue la página y vuelva a intentarlo; si persiste, infórmelo.',
    ],
  },
};
