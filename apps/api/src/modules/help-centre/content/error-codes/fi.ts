// Virhekoodien ohjeet suomeksi.
import type { ErrorCodeTexts } from './error-code-texts.ts';

export const fi: ErrorCodeTexts = {
  headings: {
    level: 'Vaarataso:',
    levels: { low: 'Matala', medium: 'Keskitaso', high: 'Korkea' },
    meaning: 'Mitä koodi tarkoittaa',
    rider: 'Mitä pyöräilijä voi tehdä',
    mechanic: 'Mitä mekaanikko tekee',
  },
  codes: {
    '0x0101': {
      title: 'Moottorin ylikuumeneminen',
      cause:
        'Moottoriyksikkö mittasi käämityksen lämpötilan yli rajan ja pienensi tai katkaisi avustuksen suojatakseen itseään. Tyypillistä pitkien ja raskaasti kuormattujen ylämäkien jälkeen suurella avustustasolla tai helteellä.',
      rider: [
        'Pysähdy tai jatka ilman avustusta ja anna moottorin jäähtyä 15–30 minuuttia.',
        'Käytä pitkissä ylämäissä pienempää avustustasoa ja kevyempää vaihdetta.',
        'Jos koodi palaa lyhyillä ja tasaisilla ajoilla, vie pyörä jälleenmyyjälle.',
      ],
      mechanic: [
        'Lue virhehistoria portaalista: toistuva 0x0101 lyhyillä ajoilla viittaa vikaan eikä kuormaan.',
        'Tarkista moottoriyksikön kotelon tuuletusaukot ja jäähdytysrivat mudan varalta ja puhdista ne.',
        'Tarkista ketjulinja ja voimansiirron kitka (laahaava ketju tai jarru lisää moottorin kuormaa).',
        'Päivitä moottoriyksikön laiteohjelmisto, jos portaali tarjoaa uudemman version; siinä on tarkistetut lämpörajat.',
        'Jos koodi pysyy moottorin ollessa kylmä, aja anturidiagnoosi ja avaa tapaus diagnoosin tilannekuvan kanssa.',
      ],
    },
    '0x0102': {
      title: 'Moottorin vaiheen oikosulku',
      cause:
        'Ohjain havaitsi oikosulun moottorin vaiheiden välillä tai vaiheesta runkoon. Avustus katkaistaan heti.',
      rider: [
        'Sammuta järjestelmä äläkä aja avustuksella.',
        'Älä avaa moottoriyksikköä tai kaapelisuojia.',
        'Vie pyörä jälleenmyyjälle; kotiin sillä voi ajaa ilman avustusta.',
      ],
      mechanic: [
        'Irrota akku ennen kaikkia töitä.',
        'Tarkista moottorin kaapeli ja liitin puristuneen eristeen, veden ja korroosion varalta.',
        'Mittaa vaiheiden välinen resistanssi (samat 5 %:n tarkkuudella) ja vaiheen eristys koteloon.',
        'Jos vaihe on oikosulussa moottoriyksikön sisällä, vaihda yksikkö ja kirjaa vaihto osanvaihdoksi; portaali rekisteröi uuden sarjanumeron.',
        'Avaa post_bundle-tapaus, jos vaihtoyksikköä ei ole vielä rekisteröity pyörälle.',
      ],
    },
    '0x0201': {
      title: 'Akkukennon ylijännite',
      cause:
        'Akunhallintajärjestelmä mittasi kennojännitteen yli turvallisen maksimin, yleensä latauksen aikana, ja katkaisi latauspiirin.',
      rider: [
        'Irrota laturi heti ja pidä akku poissa palavien materiaalien läheltä.',
        'Käytä vain pyörän mukana tullutta laturia.',
        'Älä lataa akkua uudelleen; vie pyörä, akku ja laturi jälleenmyyjälle.',
      ],
      mechanic: [
        'Vertaa laturin mallia ja lähtöjännitettä akun tietoihin; väärä laturi on yleisin syy.',
        'Lue akun tiedot portaalista (kennojännitteet, latauskertojen määrä).',
        'Jos yksi kennoryhmä on korkea ja muut normaaleja, akku on viallinen: vaihda se ja säilytä irrotettu akku turvallisessa paikassa palautusta varten.',
        'Päivitä akun laiteohjelmisto, kun portaali tarjoaa sitä.',
        'Kirjaa vaihto ja lisää huoltokirjaan merkintä takuuvaatimusta varten.',
      ],
    },
    '0x0202': {
      title: 'Akun lämpötila alueen ulkopuolella',
      cause:
        'Akku on liian kylmä tai kuuma ladattavaksi tai purettavaksi turvallisesti. Lataus on sallittu 0–40 °C:ssa, ajo −10–50 °C:ssa.',
      rider: [
        'Anna akun lämmetä tai jäähtyä huoneenlämpöön (sisällä, ei lämpöpatterin vieressä) ennen latausta.',
        'Älä jätä pyörää suoraan auringonpaisteeseen tai kuumaan autoon.',
        'Jos koodi näkyy normaaleissa lämpötiloissa, käänny jälleenmyyjän puoleen.',
      ],
      mechanic: [
        'Vertaa portaalin näyttämää akun lämpötilaa huoneen lämpötilaan.',
        'Ympäristöstä paljon poikkeava arvo viittaa vialliseen lämpöanturiin: vaihda akku.',
        'Tarkista akun liittimet ja kiinnike korroosion varalta, joka voi kuumeta kuormituksessa.',
      ],
    },
    '0x0301': {
      title: 'Vääntöanturin signaali epäuskottava',
      cause:
        'Vääntöanturin signaali ei vastaa polkemista (esimerkiksi vääntöä ilman kadenssia). Avustusta pienennetään, kunnes signaali on taas uskottava.',
      rider: [
        'Sammuta ja käynnistä järjestelmä painamatta polkimia.',
        'Jos avustus jää heikoksi tai nykiväksi, aja ilman avustusta ja käänny jälleenmyyjän puoleen.',
      ],
      mechanic: [
        'Aja portaalissa anturidiagnoosi kalibroidulla painolla: mitatun väännön on oltava viitteen toleranssissa.',
        'Tarkista, että kammet ovat kireällä eikä keskiössä ole välystä.',
        'Tarkista anturin liitin moottoriyksikön kannen alla.',
        'Jos diagnoosi epäonnistuu, vaihda vääntöanturi (tai moottoriyksikkö, jos anturi on siihen integroitu).',
      ],
    },
    '0x0302': {
      title: 'Vääntöanturin nollapisteen ryömintä',
      cause:
        'Vääntöanturi mittaa voimaa, vaikka kukaan ei polje. Järjestelmä kompensoi, mutta avustus voi alkaa myöhässä tai tuntua epätasaiselta.',
      rider: [
        'Käynnistä pyörä aina jalat pois polkimilta; anturi asettaa nollapisteensä käynnistyksessä.',
        'Jos ilmoitus toistuu, mainitse siitä seuraavassa huollossa.',
      ],
      mechanic: [
        'Käynnistä järjestelmä uudelleen kammet kuormittamattomina ja lue vääntö anturidiagnoosista (lähellä 0 Nm).',
        'Päivitä moottoriyksikön laiteohjelmisto; uudemmat versiot nollaavat anturin luotettavammin.',
        'Jos poikkeama ylittää toleranssin, vaihda vääntöanturi.',
      ],
    },
    '0x0401': {
      title: 'Nopeusanturin signaali puuttuu',
      cause:
        'Pyörän nopeusanturilta ei tule pulsseja moottorin avustaessa. Ilman nopeussignaalia järjestelmä ei voi noudattaa nopeusrajaa ja lopettaa avustuksen.',
      rider: [
        'Tarkista, että pinnamagneetti (tai jarrulevyn magneetti) on paikallaan ja kulkee anturin läheltä.',
        'Puhdista muta anturista ja magneetista.',
        'Jos koodi ei poistu, käänny jälleenmyyjän puoleen.',
      ],
      mechanic: [
        'Säädä magneetin ja anturin väli 5–15 mm:iin.',
        'Aja nopeusanturin diagnoosi rullalla: mitatun nopeuden on vastattava rullan viitettä.',
        'Tarkista renkaan ympärysmitta portaalista; väärä ympärysmitta antaa väärän nopeuden mutta ei tätä koodia.',
        'Vaihda anturi tai sen kaapeli, jos pulsseja ei mitata.',
      ],
    },
    '0x0501': {
      title: 'Näytön tiedonsiirron aikakatkaisu',
      cause:
        'Näyttö ei saanut vastausta ohjaimelta ajoissa. Usein löysä liitin, joskus kosteutta näytön pistokkeessa.',
      rider: [
        'Sammuta ja käynnistä järjestelmä uudelleen.',
        'Tarkista, että näyttö on tukevasti pidikkeessään.',
        'Jos koodi näkyy edelleen, käänny jälleenmyyjän puoleen.',
      ],
      mechanic: [
        'Tarkista näytön liitin ja ohjaustangon kaapeli vaurioiden ja kosteuden varalta.',
        'Aja portaalissa HMI-diagnoosi (painikkeiden ja näytön testi).',
        'Päivitä näytön laiteohjelmisto ja tarjottaessa sen fontti- ja kuvakekehykset.',
        'Vaihda näyttö, jos tiedonsiirtovirheet jatkuvat ehjällä kaapelilla.',
      ],
    },
    '0x0601': {
      title: 'Ohjaimen ylivirta',
      cause:
        'Ohjain mittasi virran yli rajan ja sammutti moottorin suojaksi. Syynä on jumittunut moottori, vaurioitunut moottorikaapeli tai ohjaimen vika.',
      rider: [
        'Lopeta ajaminen avustuksella ja sammuta järjestelmä.',
        'Tarkista, ettei mikään estä pyörää tai voimansiirtoa.',
        'Vie pyörä jälleenmyyjälle.',
      ],
      mechanic: [
        'Tarkista, että voimansiirto pyörii vapaasti moottori irrotettuna.',
        'Tarkista moottorikaapeli ja ohjaimen liittimet vaurioiden tai palaneiden nastojen varalta.',
        'Mittaa moottorin vaiheet (katso 0x0102).',
        'Päivitä ohjaimen laiteohjelmisto, jos sitä tarjotaan; muuten vaihda ohjain ja rekisteröi uusi osa.',
      ],
    },
    '0x0602': {
      title: 'Ohjaimen käyttöjännite liian matala',
      cause:
        'Ohjaimen käyttöjännite laski alle minimin, yleensä koska akku on lähes tyhjä tai sen liitokset ovat huonot.',
      rider: [
        'Lataa akku täyteen.',
        'Irrota akku ja aseta se takaisin, kunnes se napsahtaa paikalleen.',
        'Jos koodi näkyy täydellä akulla, käänny jälleenmyyjän puoleen.',
      ],
      mechanic: [
        'Lue akun varaustila ja jännite kuormituksessa portaalista.',
        'Puhdista akun liittimet ja tarkista kiinnikkeen välys.',
        'Tarkista pääkaapeli akun kiinnikkeestä ohjaimeen.',
        'Jos akun jännite romahtaa kuormituksessa, testaa tai vaihda akku.',
      ],
    },
    '0x0701': {
      title: 'Etuvalon virtapiiri auki',
      cause: 'Ohjain ei havaitse kuormaa etuvalon lähdössä: valo on irti tai rikki.',
      rider: [
        'Tarkista, toimiiko etuvalo; älä aja pimeällä ilman valoa.',
        'Korjauta valo tai sen kaapeli jälleenmyyjällä.',
      ],
      mechanic: [
        'Tarkista valon liitin ohjaimen ja valon päästä.',
        'Mittaa kaapelin jatkuvuus.',
        'Vaihda valo; tarkista sen jälkeen valoasetukset (ohjattava, tila käynnistyksessä) portaalista.',
      ],
    },
    '0x0801': {
      title: 'Takavaihtajan asentovirhe',
      cause:
        'Sähköinen takavaihtaja ei saavuttanut pyydettyä vaihdeasentoa, esimerkiksi iskun jälkeen tai taipuneen vaihtajankorvakkeen vuoksi.',
      rider: [
        'Vaihda mahdollisuuksien mukaan kerran kaikki vaihteet läpi paikallaan takapyörä ilmassa.',
        'Tarkista kaatumisen jälkeen, näkyykö takavaihtajassa vaurioita.',
        'Anna jälleenmyyjän säätää takavaihtaja.',
      ],
      mechanic: [
        'Tarkista ja suorista vaihtajankorvake.',
        'Aja takavaihtajan kalibrointi ja päivitä sen laiteohjelmisto, jos portaali tarjoaa uuden version.',
        'Tarkista takavaihtajan kaapeli ja akkuliitäntä.',
        'Vaihda takavaihtaja, jos sitä ei saa kalibroitua.',
      ],
    },
  },
};
