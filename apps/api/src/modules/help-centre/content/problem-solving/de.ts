// Problemlösungs-Artikel auf Deutsch.
import type { ProblemTexts } from './problem-texts.ts';

export const de: ProblemTexts = {
  frameNumber: {
    title: 'Wo die Rahmennummer (Seriennummer) steht',
    intro:
      'Die Rahmennummer kennzeichnet das Fahrrad im Portal zusammen mit der FIN. Sie ist auf der Unterseite des Tretlagergehäuses eingraviert und auf einem Aufkleber an der linken Kettenstrebe wiederholt.',
    imageAlt: 'Rahmennummer unter dem Tretlager',
    steps: [
      'Das Fahrrad auf den Kopf stellen oder in einen Montageständer heben.',
      'Die Unterseite des Tretlagergehäuses reinigen.',
      'Die 11-stellige Nummer ablesen, die mit W beginnt (zum Beispiel WKT00240001).',
      'Ist die Gravur unleserlich, den Aufkleber an der Kettenstrebe oder die Nummer in den Kaufunterlagen verwenden.',
    ],
    outro:
      'Fahrräder von Atlas Exclusive tragen die Nummer an anderer Stelle; siehe den eigenen Artikel zu dieser Marke.',
  },
  frameNumberAtlas: {
    title: 'Wo die Rahmennummer bei Atlas-Exclusive-Fahrrädern steht',
    intro:
      'Bei Atlas-Exclusive-Rahmen ist die Rahmennummer per Laser auf dem Steuerrohr hinter der Frontlichthalterung markiert und auf dem Etikett im Akkufach gedruckt.',
    imageAlt: 'Rahmennummer am Steuerrohr',
    steps: [
      'Den Lenker zur Seite drehen, um die Rückseite des Steuerrohrs zu sehen.',
      'Die Nummer auf dem Steuerrohr ablesen (sie beginnt mit W).',
      'Alternativ den Akku herausnehmen und das Etikett im Fach des Unterrohrs ablesen.',
    ],
  },
  bridgeNotFound: {
    title: 'Das Portal findet die System Bridge nicht',
    intro:
      'Das Portal spricht über die System Bridge mit dem Fahrrad, ein kleines Programm auf dem Werkstattrechner, das auf 127.0.0.1 Port 3008 lauscht.',
    steps: [
      'Prüfen, ob die System Bridge installiert ist (Version 13.4.0) und läuft: ihr Symbol steht in der Taskleiste oder Menüleiste.',
      'http://127.0.0.1:3008/v1/system_bridge/version_info im Browser öffnen; es muss mit der Version antworten.',
      'Antwortet es nicht, die System Bridge neu starten. Unter Windows sie in der Firewall-Abfrage zulassen.',
      'Firmen-Proxys dürfen 127.0.0.1 nicht abfangen.',
      'Die Portalseite neu laden.',
    ],
  },
  connectorNotDetected: {
    title: 'Connector (Dongle) wird nicht erkannt',
    intro: 'Das Portal zeigt „kein Connector erkannt“, wenn der USB-Connector fehlt oder nicht erkannt wird.',
    steps: [
      'Den Connector direkt am Rechner einstecken, nicht an einem Hub.',
      'Das Original-USB-Kabel verwenden; reine Ladekabel übertragen keine Daten.',
      'Warten, bis die LED des Connectors dauerhaft grün leuchtet, dann erneut versuchen.',
      'Unter Linux sicherstellen, dass der Benutzer serielle Geräte öffnen darf (Gruppe dialout).',
      'Bietet das Portal ein Firmware-Update für den Connector an, es vor dem Verbinden eines Fahrrads ausführen.',
    ],
  },
  bootloaderRescue: {
    title: 'Eine Komponente hängt im Bootloader: Bootloader-Wiederherstellung',
    intro:
      'Eine Komponente, deren Firmware-Update unterbrochen wurde, startet in ihrem Bootloader und zeigt die Aufgabe „im Bootloader“. Das Fahrrad unterstützt erst wieder, wenn sie wiederhergestellt ist.',
    steps: [
      'Das Ladegerät anschließen oder sicherstellen, dass der Akku über {charge} geladen ist.',
      'Den Arbeitsbereich öffnen und bei der Aufgabe „Bootloader-Wiederherstellung“ wählen.',
      'Das Portal lädt das signierte Wiederherstellungs-Image, die System Bridge schreibt es; nicht trennen.',
      'Nach der Wiederherstellung das reguläre Firmware-Update auf die neueste Version ausführen.',
    ],
  },
  firmwareUpdateFailed: {
    title: 'Firmware-Update fehlgeschlagen oder unterbrochen',
    intro:
      'Updates werden vor und nach dem Schreiben geprüft, daher macht ein unterbrochenes Update das Fahrrad nie unbrauchbar.',
    steps: [
      'Den Akkustand prüfen (mindestens {charge}) und das Ladegerät während des Updates angeschlossen lassen.',
      'Während des Updates keine Tasten am Fahrrad bedienen.',
      'Das Update über die Aufgabe im Arbeitsbereich erneut starten.',
      'Startet die Komponente jetzt im Bootloader, dem Artikel zur Bootloader-Wiederherstellung folgen.',
      'Meldet das Portal „Ungültige Quelle der Update-Datei“, hat das Image die Signaturprüfung nicht bestanden: die Seite neu laden und erneut versuchen; bleibt es dabei, melden.',
    ],
  },
};
