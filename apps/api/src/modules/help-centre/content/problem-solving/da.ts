// Artikler om problemløsning på dansk.
import type { ProblemTexts } from './problem-texts.ts';

export const da: ProblemTexts = {
  frameNumber: {
    title: 'Hvor stelnummeret (serienummeret) sidder',
    intro:
      'Stelnummeret identificerer cyklen i portalen sammen med VIN. Det er indgraveret på undersiden af krankboksen og gentaget på et mærkat på venstre kædestag.',
    imageAlt: 'Stelnummer under krankboksen',
    steps: [
      'Vend cyklen på hovedet, eller løft den op i et montagestativ.',
      'Rengør undersiden af krankboksen.',
      'Aflæs det 11-cifrede nummer, der begynder med W (for eksempel WKT00240001).',
      'Kan graveringen ikke læses, så brug mærkatet på kædestaget eller nummeret i købspapirerne.',
    ],
    outro: 'Cykler fra Atlas Exclusive har nummeret et andet sted; se den særskilte artikel om mærket.',
  },
  frameNumberAtlas: {
    title: 'Hvor stelnummeret sidder på Atlas Exclusive-cykler',
    intro:
      'På Atlas Exclusive-stel er stelnummeret lasermærket på styrerøret bag forlygteholderen og trykt på mærkatet i batterirummet.',
    imageAlt: 'Stelnummer på styrerøret',
    steps: [
      'Drej styret til siden, så du kan se bagsiden af styrerøret.',
      'Aflæs nummeret på styrerøret (det begynder med W).',
      'Eller tag batteriet ud, og aflæs mærkatet i rummet i underrøret.',
    ],
  },
  bridgeNotFound: {
    title: 'Portalen kan ikke finde System Bridge',
    intro:
      'Portalen taler med cyklen gennem System Bridge, et lille program på værkstedets computer, der lytter på 127.0.0.1 port 3008.',
    steps: [
      'Tjek, at System Bridge er installeret (version 13.4.0) og kører: dens ikon står i meddelelsesområdet eller menulinjen.',
      'Åbn http://127.0.0.1:3008/v1/system_bridge/version_info i browseren; den skal svare med versionen.',
      'Gør den ikke det, så genstart System Bridge. På Windows skal den tillades i firewallens dialog.',
      'Firmaproxyer må ikke opfange 127.0.0.1.',
      'Genindlæs portalsiden.',
    ],
  },
  connectorNotDetected: {
    title: 'Connector (dongle) findes ikke',
    intro: 'Portalen viser "ingen connector fundet", når USB-connectoren mangler eller ikke genkendes.',
    steps: [
      'Sæt connectoren direkte i computeren, ikke i en hub.',
      'Brug det originale USB-kabel; rene ladekabler overfører ikke data.',
      'Vent, til connectorens lysdiode lyser konstant grønt, og prøv igen.',
      'På Linux skal din bruger have lov til at åbne serielle enheder (gruppen dialout).',
      'Tilbyder portalen en firmwareopdatering til connectoren, så kør den, før du tilslutter en cykel.',
    ],
  },
  bootloaderRescue: {
    title: 'En komponent sidder fast i bootloaderen: gendannelse',
    intro:
      'En komponent, hvis firmwareopdatering blev afbrudt, starter i sin bootloader og viser opgaven "i bootloader". Cyklen giver ikke understøttelse, før den er gendannet.',
    steps: [
      'Tilslut laderen, eller sørg for, at batteriet er over {charge}.',
      'Åbn arbejdsområdet, og vælg Gendannelse af bootloader på opgaven.',
      'Portalen henter det signerede gendannelsesimage, og System Bridge skriver det; afbryd ikke forbindelsen.',
      'Kør efter gendannelsen den almindelige firmwareopdatering til den nyeste version.',
    ],
  },
  firmwareUpdateFailed: {
    title: 'Firmwareopdateringen mislykkedes eller blev afbrudt',
    intro:
      'Opdateringer kontrolleres før og efter skrivningen, så en afbrudt opdatering gør aldrig cyklen ubrugelig.',
    steps: [
      'Tjek batteriets opladning (mindst {charge}), og lad laderen være tilsluttet under opdateringen.',
      'Brug ikke cyklens knapper under opdateringen.',
      'Start opdateringen igen fra opgaven i arbejdsområdet.',
      'Starter komponenten nu i sin bootloader, så følg artiklen om gendannelse af bootloaderen.',
      'Viser portalen "Ugyldig kilde til opdateringsfil", har imaget ikke bestået signaturkontrollen: genindlæs siden, og prøv igen; meld det, hvis det fortsætter.',
    ],
  },
};
