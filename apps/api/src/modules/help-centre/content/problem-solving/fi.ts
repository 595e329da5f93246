// Ongelmanratkaisuartikkelit suomeksi.
import type { ProblemTexts } from './problem-texts.ts';

export const fi: ProblemTexts = {
  frameNumber: {
    title: 'Mistä runkonumero (sarjanumero) löytyy',
    intro:
      'Runkonumero tunnistaa pyörän portaalissa yhdessä VIN-tunnuksen kanssa. Se on kaiverrettu keskiön kuoren alapintaan, ja sama numero on tarrassa vasemmassa takahaarukassa.',
    imageAlt: 'Runkonumero keskiön alla',
    steps: [
      'Käännä pyörä ylösalaisin tai nosta se huoltotelineeseen.',
      'Puhdista keskiön kuoren alapinta.',
      'Lue 11-merkkinen, W-kirjaimella alkava numero (esimerkiksi WKT00240001).',
      'Jos kaiverrus ei ole luettavissa, käytä takahaarukan tarraa tai ostoasiakirjojen numeroa.',
    ],
    outro: 'Atlas Exclusive -pyörissä numero on eri paikassa; katso merkin oma artikkeli.',
  },
  frameNumberAtlas: {
    title: 'Mistä runkonumero löytyy Atlas Exclusive -pyörissä',
    intro:
      'Atlas Exclusive -rungoissa runkonumero on laserilla merkitty ohjauskaulaan etuvalon kiinnikkeen taakse ja painettu akkukotelon tarraan.',
    imageAlt: 'Runkonumero ohjauskaulassa',
    steps: [
      'Käännä ohjaustanko sivulle, jotta näet ohjauskaulan takapuolen.',
      'Lue numero ohjauskaulasta (se alkaa W-kirjaimella).',
      'Vaihtoehtoisesti irrota akku ja lue viistoputken kotelon sisällä oleva tarra.',
    ],
  },
  bridgeNotFound: {
    title: 'Portaali ei löydä System Bridgeä',
    intro:
      'Portaali keskustelee pyörän kanssa System Bridgen kautta. Se on korjaamon tietokoneen pieni ohjelma, joka kuuntelee osoitetta 127.0.0.1 portissa 3008.',
    steps: [
      'Tarkista, että System Bridge on asennettu (versio 13.4.0) ja käynnissä: sen kuvake näkyy ilmaisinalueella tai valikkorivillä.',
      'Avaa selaimessa http://127.0.0.1:3008/v1/system_bridge/version_info; sen on vastattava versiolla.',
      'Jos vastausta ei tule, käynnistä System Bridge uudelleen. Salli se Windowsissa palomuurin kysymyksessä.',
      'Yrityksen välityspalvelimet eivät saa siepata osoitetta 127.0.0.1.',
      'Lataa portaalin sivu uudelleen.',
    ],
  },
  connectorNotDetected: {
    title: 'Liitintä (donglea) ei tunnisteta',
    intro: 'Portaali näyttää ”liitintä ei havaittu”, kun USB-liitin puuttuu tai sitä ei tunnisteta.',
    steps: [
      'Kytke liitin suoraan tietokoneeseen, ei USB-keskittimeen.',
      'Käytä alkuperäistä USB-kaapelia; pelkät latauskaapelit eivät siirrä dataa.',
      'Odota, kunnes liittimen merkkivalo palaa tasaisesti vihreänä, ja yritä uudelleen.',
      'Varmista Linuxissa, että käyttäjäsi saa avata sarjalaitteita (ryhmä dialout).',
      'Jos portaali tarjoaa liittimelle laiteohjelmistopäivitystä, tee se ennen pyörän yhdistämistä.',
    ],
  },
  bootloaderRescue: {
    title: 'Osa on jäänyt käynnistyslataimeen: palautus',
    intro:
      'Osa, jonka laiteohjelmistopäivitys keskeytyi, käynnistyy käynnistyslataimeensa ja näyttää tehtävän ”käynnistyslataimessa”. Pyörä ei avusta ennen kuin osa on palautettu.',
    steps: [
      'Kytke laturi tai varmista, että akun varaus on yli {charge}.',
      'Avaa työtila ja valitse tehtävästä Käynnistyslataimen palautus.',
      'Portaali lataa allekirjoitetun palautuskuvan ja System Bridge kirjoittaa sen; älä irrota mitään.',
      'Aja palautuksen jälkeen tavallinen laiteohjelmistopäivitys uusimpaan versioon.',
    ],
  },
  firmwareUpdateFailed: {
    title: 'Laiteohjelmistopäivitys epäonnistui tai keskeytyi',
    intro:
      'Päivitykset tarkistetaan ennen kirjoitusta ja sen jälkeen, joten keskeytynyt päivitys ei koskaan tee pyörästä käyttökelvotonta.',
    steps: [
      'Tarkista akun varaus (vähintään {charge}) ja pidä laturi kytkettynä päivityksen ajan.',
      'Älä käytä pyörän painikkeita päivityksen aikana.',
      'Käynnistä päivitys uudelleen työtilan tehtävästä.',
      'Jos osa käynnistyy nyt käynnistyslataimeen, noudata käynnistyslataimen palautusta koskevaa artikkelia.',
      'Jos portaali ilmoittaa ”Päivitystiedoston lähde ei kelpaa”, kuva ei läpäissyt allekirjoituksen tarkistusta: lataa sivu uudelleen ja yritä uudestaan; ilmoita asiasta, jos virhe toistuu.',
    ],
  },
};
