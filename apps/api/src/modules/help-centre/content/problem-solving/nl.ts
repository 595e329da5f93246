// Artikelen over problemen oplossen, in het Nederlands.
import type { ProblemTexts } from './problem-texts.ts';

export const nl: ProblemTexts = {
  frameNumber: {
    title: 'Waar het framenummer (serienummer) staat',
    intro:
      'Het framenummer identificeert de fiets in het portaal, samen met het VIN. Het is gegraveerd aan de onderkant van de trapashuls en staat ook op een sticker op de linker liggende achtervork.',
    imageAlt: 'Framenummer onder de trapas',
    steps: [
      'Zet de fiets ondersteboven of in een montagestandaard.',
      'Maak de onderkant van de trapashuls schoon.',
      'Lees het nummer van 11 tekens dat met W begint (bijvoorbeeld WKT00240001).',
      'Is de gravure onleesbaar, gebruik dan de sticker op de achtervork of het nummer op de aankoopdocumenten.',
    ],
    outro:
      'Fietsen van Atlas Exclusive hebben het nummer op een andere plek; zie het aparte artikel over dat merk.',
  },
  frameNumberAtlas: {
    title: 'Waar het framenummer staat bij Atlas Exclusive-fietsen',
    intro:
      'Bij Atlas Exclusive-frames is het framenummer met een laser op de balhoofdbuis gemarkeerd, achter de houder van het voorlicht, en gedrukt op het etiket in het accuvak.',
    imageAlt: 'Framenummer op de balhoofdbuis',
    steps: [
      'Draai het stuur opzij om de achterkant van de balhoofdbuis te zien.',
      'Lees het nummer op de balhoofdbuis (het begint met W).',
      'Of neem de accu uit en lees het etiket in het vak van de onderbuis.',
    ],
  },
  bridgeNotFound: {
    title: 'Het portaal vindt de System Bridge niet',
    intro:
      'Het portaal praat met de fiets via de System Bridge, een klein programma op de werkplaatscomputer dat luistert op 127.0.0.1, poort 3008.',
    steps: [
      'Controleer of de System Bridge is geïnstalleerd (versie 13.4.0) en draait: het pictogram staat in het systeemvak of de menubalk.',
      'Open http://127.0.0.1:3008/v1/system_bridge/version_info in de browser; het moet met de versie antwoorden.',
      'Zo niet, start de System Bridge opnieuw. Sta hem onder Windows toe in de firewallmelding.',
      'Bedrijfsproxy’s mogen 127.0.0.1 niet onderscheppen.',
      'Laad de portaalpagina opnieuw.',
    ],
  },
  connectorNotDetected: {
    title: 'Connector (dongle) niet gevonden',
    intro:
      'Het portaal toont „geen connector gevonden” als de USB-connector ontbreekt of niet wordt herkend.',
    steps: [
      'Steek de connector rechtstreeks in de computer, niet in een hub.',
      'Gebruik de originele USB-kabel; kabels die alleen laden, brengen geen gegevens over.',
      'Wacht tot de led van de connector continu groen brandt en probeer het opnieuw.',
      'Zorg onder Linux dat uw gebruiker seriële apparaten mag openen (groep dialout).',
      'Biedt het portaal een firmware-update voor de connector aan, voer die dan uit voordat u een fiets verbindt.',
    ],
  },
  bootloaderRescue: {
    title: 'Een onderdeel blijft in de bootloader: bootloaderherstel',
    intro:
      'Een onderdeel waarvan de firmware-update werd onderbroken, start in zijn bootloader en toont de taak „in bootloader”. De fiets ondersteunt niet tot het onderdeel is hersteld.',
    steps: [
      'Sluit de lader aan of zorg dat de accu boven {charge} is.',
      'Open de werkruimte en kies Bootloaderherstel bij de taak.',
      'Het portaal downloadt de ondertekende herstelimage en de System Bridge schrijft die weg; koppel niets los.',
      'Voer na het herstel de gewone firmware-update naar de nieuwste versie uit.',
    ],
  },
  firmwareUpdateFailed: {
    title: 'Firmware-update mislukt of onderbroken',
    intro:
      'Updates worden vóór en na het schrijven gecontroleerd, dus een onderbroken update maakt de fiets nooit onbruikbaar.',
    steps: [
      'Controleer de acculading (minstens {charge}) en laat de lader tijdens de update aangesloten.',
      'Gebruik tijdens de update de knoppen van de fiets niet.',
      'Start de update opnieuw vanuit de taak in de werkruimte.',
      'Start het onderdeel nu in zijn bootloader, volg dan het artikel over bootloaderherstel.',
      'Meldt het portaal „Ongeldige bron van updatebestand”, dan is de image niet door de handtekeningcontrole gekomen: laad de pagina opnieuw en probeer het nog eens; meld het als het blijft.',
    ],
  },
};
