// Artiklar om felsökning på svenska.
import type { ProblemTexts } from './problem-texts.ts';

export const sv: ProblemTexts = {
  frameNumber: {
    title: 'Var ramnumret (serienumret) finns',
    intro:
      'Ramnumret identifierar cykeln i portalen tillsammans med VIN. Det är ingraverat på undersidan av vevlagerhuset och upprepat på en dekal på vänster kedjestag.',
    imageAlt: 'Ramnummer under vevlagret',
    steps: [
      'Vänd cykeln upp och ner eller lyft upp den i ett monteringsställ.',
      'Rengör undersidan av vevlagerhuset.',
      'Läs av det 11 tecken långa numret som börjar med W (till exempel WKT00240001).',
      'Om graveringen inte går att läsa, använd dekalen på kedjestaget eller numret i köpehandlingarna.',
    ],
    outro: 'Cyklar från Atlas Exclusive har numret på ett annat ställe; se den separata artikeln om märket.',
  },
  frameNumberAtlas: {
    title: 'Var ramnumret finns på Atlas Exclusive-cyklar',
    intro:
      'På Atlas Exclusive-ramar är ramnumret lasermärkt på styrröret bakom framlampans fäste och tryckt på etiketten i batterifacket.',
    imageAlt: 'Ramnummer på styrröret',
    steps: [
      'Vrid styret åt sidan så att du ser baksidan av styrröret.',
      'Läs av numret på styrröret (det börjar med W).',
      'Eller ta ut batteriet och läs etiketten i facket i bottenröret.',
    ],
  },
  bridgeNotFound: {
    title: 'Portalen hittar inte System Bridge',
    intro:
      'Portalen pratar med cykeln via System Bridge, ett litet program på verkstadsdatorn som lyssnar på 127.0.0.1 port 3008.',
    steps: [
      'Kontrollera att System Bridge är installerad (version 13.4.0) och körs: dess ikon finns i meddelandefältet eller menyraden.',
      'Öppna http://127.0.0.1:3008/v1/system_bridge/version_info i webbläsaren; den ska svara med versionen.',
      'Om den inte gör det, starta om System Bridge. I Windows tillåter du den i brandväggens fråga.',
      'Företagets proxyservrar får inte fånga upp 127.0.0.1.',
      'Ladda om portalsidan.',
    ],
  },
  connectorNotDetected: {
    title: 'Kontaktdonet (dongeln) hittas inte',
    intro: 'Portalen visar ”inget kontaktdon hittades” när USB-kontaktdonet saknas eller inte känns igen.',
    steps: [
      'Anslut kontaktdonet direkt till datorn, inte via en hubb.',
      'Använd den ursprungliga USB-kabeln; rena laddkablar överför inga data.',
      'Vänta tills kontaktdonets lampa lyser fast grönt och försök igen.',
      'I Linux ska din användare få öppna seriella enheter (gruppen dialout).',
      'Om portalen erbjuder en firmwareuppdatering för kontaktdonet, kör den innan du ansluter en cykel.',
    ],
  },
  bootloaderRescue: {
    title: 'En komponent har fastnat i bootloadern: återställning',
    intro:
      'En komponent vars firmwareuppdatering avbröts startar i sin bootloader och visar uppgiften ”i bootloader”. Cykeln assisterar inte förrän den har återställts.',
    steps: [
      'Anslut laddaren eller se till att batteriet är över {charge}.',
      'Öppna arbetsytan och välj Återställ bootloader på uppgiften.',
      'Portalen hämtar den signerade återställningsavbildningen och System Bridge skriver den; koppla inte ur något.',
      'Kör efter återställningen den vanliga firmwareuppdateringen till den senaste versionen.',
    ],
  },
  firmwareUpdateFailed: {
    title: 'Firmwareuppdateringen misslyckades eller avbröts',
    intro:
      'Uppdateringar kontrolleras före och efter skrivningen, så en avbruten uppdatering gör aldrig cykeln oanvändbar.',
    steps: [
      'Kontrollera batteriets laddning (minst {charge}) och låt laddaren vara ansluten under uppdateringen.',
      'Använd inte cykelns knappar under uppdateringen.',
      'Starta om uppdateringen från uppgiften i arbetsytan.',
      'Om komponenten nu startar i sin bootloader, följ artikeln om återställning av bootloadern.',
      'Om portalen visar ”Ogiltig källa för uppdateringsfil” klarade avbildningen inte signaturkontrollen: ladda om sidan och försök igen; rapportera det om det fortsätter.',
    ],
  },
};
