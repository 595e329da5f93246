// Fehlercode-Hilfe auf Deutsch.
import type { ErrorCodeTexts } from './error-code-texts.ts';

export const de: ErrorCodeTexts = {
  headings: {
    level: 'Gefahrenstufe:',
    levels: { low: 'Niedrig', medium: 'Mittel', high: 'Hoch' },
    meaning: 'Was der Code bedeutet',
    rider: 'Was der Fahrer tun kann',
    mechanic: 'Was die Werkstatt tut',
  },
  codes: {
    '0x0101': {
      title: 'Motorübertemperatur',
      cause:
        'Die Antriebseinheit hat eine Wicklungstemperatur über dem Grenzwert gemessen und die Unterstützung zum Selbstschutz reduziert oder abgeschaltet. Typisch nach langen Anstiegen mit schwerer Last in einer hohen Unterstützungsstufe oder bei Hitze.',
      rider: [
        'Anhalten oder ohne Unterstützung weiterfahren und den Motor 15–30 Minuten abkühlen lassen.',
        'An langen Anstiegen eine niedrigere Unterstützungsstufe und einen leichteren Gang wählen.',
        'Tritt der Code auch auf kurzen, flachen Strecken wieder auf, das Fahrrad zum Händler bringen.',
      ],
      mechanic: [
        'Die Fehlerhistorie im Portal lesen: wiederholtes 0x0101 auf kurzen Fahrten deutet auf einen Defekt hin, nicht auf die Last.',
        'Lüftungsöffnungen und Kühlrippen des Antriebsgehäuses auf Schmutz prüfen und reinigen.',
        'Kettenlinie und Reibung im Antriebsstrang prüfen (eine schleifende Kette oder Bremse erhöht die Motorlast).',
        'Die Firmware der Antriebseinheit aktualisieren, wenn das Portal eine neuere Version anbietet; sie enthält überarbeitete Temperaturgrenzen.',
        'Bleibt der Code bei kaltem Motor bestehen, die Sensordiagnose ausführen und einen Fall mit dem Diagnose-Schnappschuss eröffnen.',
      ],
    },
    '0x0102': {
      title: 'Kurzschluss einer Motorphase',
      cause:
        'Das Steuergerät hat einen Kurzschluss zwischen Motorphasen oder von einer Phase zum Rahmen erkannt. Die Unterstützung wird sofort abgeschaltet.',
      rider: [
        'Das System ausschalten und nicht mit Unterstützung fahren.',
        'Die Antriebseinheit und die Kabelabdeckungen nicht öffnen.',
        'Das Fahrrad zum Händler bringen; nach Hause kann es ohne Unterstützung gefahren werden.',
      ],
      mechanic: [
        'Vor jeder Arbeit den Akku abklemmen.',
        'Motorkabel und Stecker auf gequetschte Isolierung, eingedrungenes Wasser und Korrosion prüfen.',
        'Den Widerstand zwischen den Phasen messen (innerhalb von 5 % gleich) sowie die Isolation der Phasen zum Gehäuse.',
        'Ist eine Phase in der Antriebseinheit kurzgeschlossen, die Antriebseinheit tauschen und den Tausch als Teiletausch erfassen; das Portal registriert die neue Seriennummer.',
        'Einen post_bundle-Fall eröffnen, wenn die Ersatzeinheit noch nicht auf das Fahrrad registriert ist.',
      ],
    },
    '0x0201': {
      title: 'Überspannung einer Akkuzelle',
      cause:
        'Das Batteriemanagement hat eine Zellspannung über dem sicheren Maximum gemessen, meist beim Laden, und den Ladepfad geöffnet.',
      rider: [
        'Das Ladegerät sofort abziehen und den Akku von brennbarem Material fernhalten.',
        'Nur das mit dem Fahrrad gelieferte Ladegerät verwenden.',
        'Den Akku nicht erneut laden; Fahrrad, Akku und Ladegerät zum Händler bringen.',
      ],
      mechanic: [
        'Modell und Ausgangsspannung des Ladegeräts mit der Akkuspezifikation vergleichen; ein falsches Ladegerät ist die häufigste Ursache.',
        'Die Akkuinformationen im Portal lesen (Zellspannungen, Ladezyklen).',
        'Liegt eine Zellgruppe hoch und die anderen normal, ist der Akku defekt: ihn tauschen und den ausgebauten Akku für die Rücksendung sicher lagern.',
        'Die Akku-Firmware aktualisieren, wenn das Portal sie anbietet.',
        'Den Tausch erfassen und für den Garantieantrag einen Eintrag im Serviceheft anlegen.',
      ],
    },
    '0x0202': {
      title: 'Akkutemperatur außerhalb des Bereichs',
      cause:
        'Der Akku ist zu kalt oder zu warm, um sicher geladen oder entladen zu werden. Laden ist von 0 °C bis 40 °C erlaubt, Fahren von −10 °C bis 50 °C.',
      rider: [
        'Den Akku vor dem Laden auf Raumtemperatur bringen (drinnen, nicht an der Heizung).',
        'Das Fahrrad nicht in der prallen Sonne oder im heißen Auto stehen lassen.',
        'Erscheint der Code bei normalen Temperaturen, zum Händler gehen.',
      ],
      mechanic: [
        'Die im Portal angezeigte Akkutemperatur mit der Raumtemperatur vergleichen.',
        'Ein Wert weit weg von der Umgebungstemperatur deutet auf einen defekten Temperatursensor hin: den Akku tauschen.',
        'Akkukontakte und Halterung auf Korrosion prüfen, die sich unter Last erwärmen könnte.',
      ],
    },
    '0x0301': {
      title: 'Drehmomentsensor-Signal unplausibel',
      cause:
        'Das Signal des Drehmomentsensors passt nicht zum Treten (zum Beispiel Drehmoment ohne Trittfrequenz). Die Unterstützung wird reduziert, bis das Signal wieder plausibel ist.',
      rider: [
        'Das System aus- und wieder einschalten, ohne die Pedale zu belasten.',
        'Bleibt die Unterstützung schwach oder ruckelig, ohne Unterstützung fahren und zum Händler gehen.',
      ],
      mechanic: [
        'Die Sensordiagnose im Portal mit dem kalibrierten Gewicht ausführen: der Drehmomentwert muss innerhalb der Toleranz der Referenz liegen.',
        'Prüfen, ob die Kurbelarme fest sitzen und das Tretlager kein Spiel hat.',
        'Den Sensorstecker unter der Abdeckung der Antriebseinheit prüfen.',
        'Schlägt die Diagnose fehl, den Drehmomentsensor tauschen (oder die Antriebseinheit, wenn er integriert ist).',
      ],
    },
    '0x0302': {
      title: 'Nullpunktdrift des Drehmomentsensors',
      cause:
        'Der Drehmomentsensor misst eine Kraft, obwohl niemand tritt. Das System gleicht das aus, aber die Unterstützung kann spät einsetzen oder ungleichmäßig wirken.',
      rider: [
        'Das Fahrrad immer ohne Füße auf den Pedalen einschalten; der Sensor setzt beim Einschalten seinen Nullpunkt.',
        'Kommt die Meldung immer wieder, sie beim nächsten Service erwähnen.',
      ],
      mechanic: [
        'Das System mit unbelasteten Kurbeln neu starten und den Drehmomentwert in der Sensordiagnose lesen (er sollte nahe 0 Nm liegen).',
        'Die Firmware der Antriebseinheit aktualisieren; neuere Versionen setzen den Nullpunkt zuverlässiger.',
        'Überschreitet der Versatz die Toleranz, den Drehmomentsensor tauschen.',
      ],
    },
    '0x0401': {
      title: 'Geschwindigkeitssensor-Signal fehlt',
      cause:
        'Vom Radgeschwindigkeitssensor kommen keine Impulse, während der Motor unterstützt. Ohne Geschwindigkeitssignal kann das System die Höchstgeschwindigkeit nicht einhalten und stellt die Unterstützung ein.',
      rider: [
        'Prüfen, ob der Speichenmagnet (oder der Bremsscheibenmagnet) vorhanden ist und nah am Sensor vorbeiläuft.',
        'Schmutz von Sensor und Magnet entfernen.',
        'Bleibt der Code, zum Händler gehen.',
      ],
      mechanic: [
        'Den Abstand zwischen Magnet und Sensor auf 5–15 mm einstellen.',
        'Die Diagnose des Geschwindigkeitssensors auf einer Rolle ausführen: die gemessene Geschwindigkeit muss der Referenz der Rolle entsprechen.',
        'Die Einstellung des Radumfangs im Portal prüfen; ein falscher Umfang ergibt falsche Geschwindigkeiten, aber nicht diesen Code.',
        'Sensor oder Kabel tauschen, wenn keine Impulse gemessen werden.',
      ],
    },
    '0x0501': {
      title: 'Zeitüberschreitung der Display-Kommunikation',
      cause:
        'Das Display hat nicht rechtzeitig vom Steuergerät gehört. Oft ein lockerer Stecker, manchmal Feuchtigkeit im Displaystecker.',
      rider: [
        'Das System aus- und wieder einschalten.',
        'Prüfen, ob das Display fest in seiner Halterung sitzt.',
        'Erscheint der Code weiterhin, zum Händler gehen.',
      ],
      mechanic: [
        'Den Displaystecker und das Kabel am Lenker auf Beschädigung und Feuchtigkeit prüfen.',
        'Die HMI-Diagnose im Portal ausführen (Tasten- und Displaytest).',
        'Die Display-Firmware aktualisieren und, falls angeboten, ihre Schrift- und Symbol-Frames.',
        'Das Display tauschen, wenn die Kommunikationsfehler mit einwandfreiem Kabel bestehen bleiben.',
      ],
    },
    '0x0601': {
      title: 'Überstrom im Steuergerät',
      cause:
        'Das Steuergerät hat einen Strom über seinem Grenzwert gemessen und den Motor zum Schutz abgeschaltet. Ursachen sind ein blockierter Motor, ein beschädigtes Motorkabel oder ein Defekt des Steuergeräts.',
      rider: [
        'Nicht mehr mit Unterstützung fahren und das System ausschalten.',
        'Prüfen, ob nichts das Rad oder den Antrieb blockiert.',
        'Das Fahrrad zum Händler bringen.',
      ],
      mechanic: [
        'Prüfen, ob sich der Antrieb bei abgeklemmtem Motor frei dreht.',
        'Motorkabel und Stecker des Steuergeräts auf Beschädigung oder verbrannte Kontakte prüfen.',
        'Die Motorphasen messen (siehe 0x0102).',
        'Die Firmware des Steuergeräts aktualisieren, falls angeboten; sonst das Steuergerät tauschen und das neue Teil registrieren.',
      ],
    },
    '0x0602': {
      title: 'Versorgungsspannung des Steuergeräts zu niedrig',
      cause:
        'Die Versorgungsspannung des Steuergeräts ist unter ihr Minimum gefallen, meist weil der Akku fast leer ist oder schlechten Kontakt hat.',
      rider: [
        'Den Akku vollständig laden.',
        'Den Akku herausnehmen und wieder einsetzen, bis er hörbar einrastet.',
        'Erscheint der Code mit vollem Akku, zum Händler gehen.',
      ],
      mechanic: [
        'Ladezustand und Spannung des Akkus im Portal unter Last lesen.',
        'Die Akkukontakte reinigen und die Halterung auf Spiel prüfen.',
        'Das Hauptkabel von der Akkuhalterung zum Steuergerät prüfen.',
        'Bricht die Akkuspannung unter Last ein, den Akku prüfen oder tauschen.',
      ],
    },
    '0x0701': {
      title: 'Unterbrechung am Frontlicht',
      cause: 'Das Steuergerät sieht keine Last am Frontlicht-Ausgang: die Lampe ist abgesteckt oder defekt.',
      rider: [
        'Prüfen, ob das Frontlicht funktioniert; im Dunkeln nicht ohne Licht fahren.',
        'Licht oder Kabel vom Händler reparieren lassen.',
      ],
      mechanic: [
        'Den Lichtstecker am Steuergerät und an der Lampe prüfen.',
        'Den Durchgang des Kabels messen.',
        'Die Lampe tauschen; danach die Lichteinstellungen (steuerbar, Zustand beim Start) im Portal prüfen.',
      ],
    },
    '0x0801': {
      title: 'Positionsfehler des Schaltwerks',
      cause:
        'Das elektronische Schaltwerk hat die angeforderte Gangposition nicht erreicht, zum Beispiel nach einem Schlag oder mit verbogenem Schaltauge.',
      rider: [
        'Wenn möglich im Stand mit angehobenem Hinterrad einmal durch alle Gänge schalten.',
        'Das Schaltwerk nach einem Sturz auf sichtbare Schäden prüfen.',
        'Zur Einstellung zum Händler gehen.',
      ],
      mechanic: [
        'Das Schaltauge prüfen und ausrichten.',
        'Die Kalibrierung des Schaltwerks ausführen und seine Firmware aktualisieren, wenn das Portal eine neue Version anbietet.',
        'Kabel und Akkuanschluss des Schaltwerks prüfen.',
        'Das Schaltwerk tauschen, wenn es sich nicht kalibrieren lässt.',
      ],
    },
  },
};
