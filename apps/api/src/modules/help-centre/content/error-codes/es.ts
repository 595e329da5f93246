// Ayuda sobre los códigos de error, en español.
import type { ErrorCodeTexts } from './error-code-texts.ts';

export const es: ErrorCodeTexts = {
  headings: {
    level: 'Nivel de peligro:',
    levels: { low: 'Bajo', medium: 'Medio', high: 'Alto' },
    meaning: 'Qué significa',
    rider: 'Qué puede hacer el ciclista',
    mechanic: 'Qué hace el mecánico',
  },
  codes: {
    '0x0101': {
      title: 'Sobretemperatura del motor',
      cause:
        'La unidad motriz midió una temperatura del bobinado por encima de su límite y redujo o cortó la asistencia para protegerse. Es típico tras subidas largas con mucha carga en un nivel de asistencia alto, o con calor.',
      rider: [
        'Pare o siga sin asistencia y deje enfriar el motor de 15 a 30 minutos.',
        'En subidas largas, use un nivel de asistencia más bajo y una marcha más ligera.',
        'Si el código vuelve en trayectos cortos y llanos, lleve la bicicleta a su distribuidor.',
      ],
      mechanic: [
        'Revise el historial de errores en el portal: un 0x0101 repetido en trayectos cortos indica una avería, no la carga.',
        'Compruebe que las rejillas y las aletas de refrigeración de la carcasa no estén tapadas de barro y límpielas.',
        'Revise la línea de cadena y la fricción de la transmisión (una cadena o un freno que roza aumenta la carga del motor).',
        'Actualice el firmware de la unidad motriz si el portal ofrece una versión más reciente; incluye límites térmicos revisados.',
        'Si el código persiste con el motor frío, ejecute el diagnóstico de sensores y abra un caso con la instantánea del diagnóstico.',
      ],
    },
    '0x0102': {
      title: 'Cortocircuito en una fase del motor',
      cause:
        'El controlador detectó un cortocircuito entre fases del motor o entre una fase y el cuadro. La asistencia se desconecta de inmediato.',
      rider: [
        'Apague el sistema y no circule con asistencia.',
        'No abra la unidad motriz ni las tapas de los cables.',
        'Lleve la bicicleta a su distribuidor; puede volver a casa sin asistencia.',
      ],
      mechanic: [
        'Desconecte la batería antes de cualquier trabajo.',
        'Inspeccione el cable y el conector del motor: aislamiento pellizcado, entrada de agua y corrosión.',
        'Mida la resistencia entre fases (iguales dentro de un 5 %) y el aislamiento entre fase y carcasa.',
        'Si una fase está en cortocircuito dentro de la unidad motriz, sustituya la unidad y registre el cambio como sustitución de pieza; el portal registra el nuevo número de serie.',
        'Abra un caso post_bundle si la unidad de recambio aún no está registrada en la bicicleta.',
      ],
    },
    '0x0201': {
      title: 'Sobretensión en una celda de la batería',
      cause:
        'El sistema de gestión de la batería midió una tensión de celda por encima del máximo seguro, normalmente durante la carga, y abrió el circuito de carga.',
      rider: [
        'Desenchufe el cargador de inmediato y mantenga la batería lejos de materiales inflamables.',
        'Use solo el cargador suministrado con la bicicleta.',
        'No vuelva a cargar la batería; lleve la bicicleta, la batería y el cargador a su distribuidor.',
      ],
      mechanic: [
        'Compare el modelo y la tensión de salida del cargador con la especificación de la batería; un cargador equivocado es la causa más frecuente.',
        'Consulte la información de la batería en el portal (tensiones de celda, número de ciclos).',
        'Si un grupo de celdas está alto y los demás normales, la batería está averiada: sustitúyala y guarde la batería retirada en un lugar seguro para su devolución.',
        'Actualice el firmware de la batería cuando el portal lo ofrezca.',
        'Registre la sustitución y añada una entrada en el libro de servicio para la reclamación de garantía.',
      ],
    },
    '0x0202': {
      title: 'Temperatura de la batería fuera de rango',
      cause:
        'La batería está demasiado fría o caliente para cargarse o descargarse con seguridad. La carga se permite de 0 °C a 40 °C y la marcha de −10 °C a 50 °C.',
      rider: [
        'Deje que la batería alcance la temperatura ambiente (en interior, lejos de la calefacción) antes de cargarla.',
        'No deje la bicicleta al sol directo ni dentro de un coche caliente.',
        'Si el código aparece a temperaturas normales, acuda a su distribuidor.',
      ],
      mechanic: [
        'Compare la temperatura de la batería que muestra el portal con la temperatura ambiente.',
        'Un valor muy distinto del ambiente indica un sensor de temperatura averiado: sustituya la batería.',
        'Revise los contactos y el soporte de la batería en busca de corrosión que pueda calentarse con carga.',
      ],
    },
    '0x0301': {
      title: 'Señal del sensor de par no plausible',
      cause:
        'La señal del sensor de par no coincide con el pedaleo (por ejemplo, par sin cadencia). La asistencia se reduce hasta que la señal vuelve a ser plausible.',
      rider: [
        'Apague y encienda el sistema sin presionar los pedales.',
        'Si la asistencia sigue débil o a tirones, circule sin asistencia y acuda a su distribuidor.',
      ],
      mechanic: [
        'Ejecute el diagnóstico de sensores en el portal con el peso calibrado: el par medido debe estar dentro de la tolerancia de la referencia.',
        'Compruebe que las bielas están apretadas y que el pedalier no tiene holgura.',
        'Revise el conector del sensor bajo la tapa de la unidad motriz.',
        'Si el diagnóstico falla, sustituya el sensor de par (o la unidad motriz si va integrado).',
      ],
    },
    '0x0302': {
      title: 'Deriva del cero del sensor de par',
      cause:
        'El sensor de par mide una fuerza aunque nadie pedalea. El sistema lo compensa, pero la asistencia puede arrancar tarde o sentirse irregular.',
      rider: [
        'Encienda siempre la bicicleta sin los pies en los pedales; el sensor fija su cero al encenderse.',
        'Si el mensaje se repite, coméntelo en la próxima revisión.',
      ],
      mechanic: [
        'Reinicie el sistema con las bielas sin carga y lea el par en el diagnóstico de sensores (debe estar cerca de 0 Nm).',
        'Actualice el firmware de la unidad motriz; las versiones nuevas recalibran el cero con más fiabilidad.',
        'Si el desvío supera la tolerancia, sustituya el sensor de par.',
      ],
    },
    '0x0401': {
      title: 'Falta la señal del sensor de velocidad',
      cause:
        'No llegan impulsos del sensor de velocidad de la rueda mientras el motor asiste. Sin señal de velocidad el sistema no puede respetar el límite de velocidad y deja de asistir.',
      rider: [
        'Compruebe que el imán del radio (o del disco de freno) está en su sitio y pasa cerca del sensor.',
        'Limpie el barro del sensor y del imán.',
        'Si el código continúa, acuda a su distribuidor.',
      ],
      mechanic: [
        'Ajuste la distancia entre imán y sensor a 5–15 mm.',
        'Ejecute el diagnóstico del sensor de velocidad en un rodillo: la velocidad medida debe coincidir con la referencia del rodillo.',
        'Revise el perímetro de rueda configurado en el portal; un valor erróneo da velocidades falsas, pero no este código.',
        'Sustituya el sensor o su cable si no se miden impulsos.',
      ],
    },
    '0x0501': {
      title: 'Tiempo de comunicación de la pantalla agotado',
      cause:
        'La pantalla no recibió respuesta del controlador a tiempo. Suele ser un conector flojo y a veces humedad en la clavija de la pantalla.',
      rider: [
        'Apague y encienda el sistema.',
        'Compruebe que la pantalla está bien fijada en su soporte.',
        'Si el código sigue apareciendo, acuda a su distribuidor.',
      ],
      mechanic: [
        'Inspeccione el conector de la pantalla y el cable del manillar en busca de daños y humedad.',
        'Ejecute el diagnóstico de la HMI en el portal (prueba de botones y pantalla).',
        'Actualice el firmware de la pantalla y, si se ofrecen, sus marcos de fuentes e iconos.',
        'Sustituya la pantalla si los errores de comunicación continúan con un cable en buen estado.',
      ],
    },
    '0x0601': {
      title: 'Sobrecorriente en el controlador',
      cause:
        'El controlador midió una corriente superior a su límite y apagó el motor para protegerlo. Las causas son un motor bloqueado, un cable del motor dañado o una avería del controlador.',
      rider: [
        'Deje de circular con asistencia y apague el sistema.',
        'Compruebe que nada bloquea la rueda ni la transmisión.',
        'Lleve la bicicleta a su distribuidor.',
      ],
      mechanic: [
        'Compruebe que la transmisión gira libremente con el motor desconectado.',
        'Inspeccione el cable del motor y los conectores del controlador en busca de daños o pines quemados.',
        'Mida las fases del motor (véase 0x0102).',
        'Actualice el firmware del controlador si se ofrece; si no, sustituya el controlador y registre la pieza nueva.',
      ],
    },
    '0x0602': {
      title: 'Tensión de alimentación del controlador baja',
      cause:
        'La tensión de alimentación del controlador cayó por debajo de su mínimo, normalmente porque la batería está casi vacía o hace mal contacto.',
      rider: [
        'Cargue la batería por completo.',
        'Saque la batería y vuelva a colocarla hasta que encaje con un clic.',
        'Si el código aparece con la batería llena, acuda a su distribuidor.',
      ],
      mechanic: [
        'Lea en el portal el estado de carga y la tensión de la batería bajo carga.',
        'Limpie los contactos de la batería y compruebe que el soporte no tiene holgura.',
        'Revise el cable principal del soporte de la batería al controlador.',
        'Si la tensión de la batería cae bajo carga, pruebe o sustituya la batería.',
      ],
    },
    '0x0701': {
      title: 'Circuito abierto en la luz delantera',
      cause:
        'El controlador no detecta carga en la salida de la luz delantera: la lámpara está desconectada o rota.',
      rider: [
        'Compruebe si la luz delantera funciona; no circule de noche sin luz.',
        'Haga reparar la luz o su cable en su distribuidor.',
      ],
      mechanic: [
        'Revise el conector de la luz en el controlador y en la lámpara.',
        'Mida la continuidad del cable.',
        'Sustituya la lámpara y después revise en el portal los ajustes de luz (controlable, estado al arrancar).',
      ],
    },
    '0x0801': {
      title: 'Error de posición del cambio',
      cause:
        'El cambio electrónico no alcanzó la posición de marcha pedida, por ejemplo tras un golpe o con la patilla doblada.',
      rider: [
        'Si es posible, pase una vez por todas las marchas parado y con la rueda trasera levantada.',
        'Tras una caída, compruebe si el cambio tiene daños visibles.',
        'Acuda a su distribuidor para el ajuste.',
      ],
      mechanic: [
        'Revise y alinee la patilla del cambio.',
        'Ejecute la calibración del cambio y actualice su firmware si el portal ofrece una versión nueva.',
        'Revise el cable del cambio y su conexión a la batería.',
        'Sustituya el cambio si no se puede calibrar.',
      ],
    },
  },
};
