// Hulp bij foutcodes, in het Nederlands.
import type { ErrorCodeTexts } from './error-code-texts.ts';

export const nl: ErrorCodeTexts = {
  headings: {
    level: 'Gevarenniveau:',
    levels: { low: 'Laag', medium: 'Middel', high: 'Hoog' },
    meaning: 'Wat de code betekent',
    rider: 'Wat de fietser kan doen',
    mechanic: 'Wat de monteur doet',
  },
  codes: {
    '0x0101': {
      title: 'Motor oververhit',
      cause:
        'De aandrijfunit heeft een wikkeltemperatuur boven de grens gemeten en de ondersteuning verminderd of uitgeschakeld om zichzelf te beschermen. Typisch na lange klimmen met zware last in een hoge ondersteuningsstand, of bij hitte.',
      rider: [
        'Stop of rijd zonder ondersteuning verder en laat de motor 15–30 minuten afkoelen.',
        'Gebruik op lange klimmen een lagere ondersteuningsstand en een lichtere versnelling.',
        'Komt de code terug op korte, vlakke ritten, breng de fiets dan naar uw dealer.',
      ],
      mechanic: [
        'Lees de foutgeschiedenis in het portaal: herhaald 0x0101 op korte ritten wijst op een defect, niet op belasting.',
        'Controleer de ventilatieopeningen en koelribben van de behuizing op modder en maak ze schoon.',
        'Controleer de kettinglijn en de wrijving in de aandrijving (een slepende ketting of rem verhoogt de motorbelasting).',
        'Werk de firmware van de aandrijfunit bij als het portaal een nieuwere versie aanbiedt; die bevat herziene temperatuurgrenzen.',
        'Blijft de code bij een koude motor, voer dan de sensordiagnose uit en open een case met de diagnose-momentopname.',
      ],
    },
    '0x0102': {
      title: 'Kortsluiting in een motorfase',
      cause:
        'De controller heeft kortsluiting tussen motorfasen of van een fase naar het frame gedetecteerd. De ondersteuning wordt direct uitgeschakeld.',
      rider: [
        'Schakel het systeem uit en rijd niet met ondersteuning.',
        'Open de aandrijfunit en de kabelafdekkingen niet.',
        'Breng de fiets naar uw dealer; zonder ondersteuning kunt u er nog mee naar huis.',
      ],
      mechanic: [
        'Koppel vóór elk werk de accu los.',
        'Controleer motorkabel en connector op geknelde isolatie, binnengedrongen water en corrosie.',
        'Meet de weerstand tussen de fasen (gelijk binnen 5%) en de isolatie tussen fase en behuizing.',
        'Is een fase in de aandrijfunit kortgesloten, vervang dan de unit en leg dit vast als onderdeelvervanging; het portaal registreert het nieuwe serienummer.',
        'Open een post_bundle-case als de vervangende unit nog niet op de fiets is geregistreerd.',
      ],
    },
    '0x0201': {
      title: 'Overspanning in een accucel',
      cause:
        'Het accubeheersysteem heeft een celspanning boven het veilige maximum gemeten, meestal tijdens het laden, en het laadcircuit geopend.',
      rider: [
        'Haal de lader direct los en houd de accu uit de buurt van brandbaar materiaal.',
        'Gebruik alleen de lader die bij de fiets is geleverd.',
        'Laad de accu niet opnieuw; breng fiets, accu en lader naar uw dealer.',
      ],
      mechanic: [
        'Vergelijk model en uitgangsspanning van de lader met de accuspecificatie; een verkeerde lader is de meest voorkomende oorzaak.',
        'Lees de accu-informatie in het portaal (celspanningen, aantal laadcycli).',
        'Staat één celgroep hoog en de rest normaal, dan is de accu defect: vervang hem en bewaar de uitgebouwde accu veilig voor retour.',
        'Werk de accufirmware bij als het portaal die aanbiedt.',
        'Leg de vervanging vast en voeg een regel toe aan het onderhoudsboekje voor de garantieclaim.',
      ],
    },
    '0x0202': {
      title: 'Accutemperatuur buiten bereik',
      cause:
        'De accu is te koud of te warm om veilig te laden of te ontladen. Laden mag van 0°C tot 40°C, rijden van −10°C tot 50°C.',
      rider: [
        'Laat de accu voor het laden op kamertemperatuur komen (binnen, niet bij de verwarming).',
        'Laat de fiets niet in de volle zon of in een hete auto staan.',
        'Verschijnt de code bij normale temperaturen, ga dan naar uw dealer.',
      ],
      mechanic: [
        'Vergelijk de accutemperatuur in het portaal met de kamertemperatuur.',
        'Een waarde ver van de omgevingstemperatuur wijst op een defecte temperatuursensor: vervang de accu.',
        'Controleer accucontacten en houder op corrosie die onder belasting kan opwarmen.',
      ],
    },
    '0x0301': {
      title: 'Signaal koppelsensor onaannemelijk',
      cause:
        'Het signaal van de koppelsensor past niet bij het trappen (bijvoorbeeld koppel zonder cadans). De ondersteuning wordt verminderd tot het signaal weer aannemelijk is.',
      rider: [
        'Schakel het systeem uit en weer in zonder op de pedalen te drukken.',
        'Blijft de ondersteuning zwak of schokkerig, rijd dan zonder ondersteuning en ga naar uw dealer.',
      ],
      mechanic: [
        'Voer in het portaal de sensordiagnose uit met het gekalibreerde gewicht: het gemeten koppel moet binnen de tolerantie van de referentie liggen.',
        'Controleer of de cranks vastzitten en de trapas geen speling heeft.',
        'Controleer de sensorconnector onder de afdekking van de aandrijfunit.',
        'Faalt de diagnose, vervang dan de koppelsensor (of de aandrijfunit als hij geïntegreerd is).',
      ],
    },
    '0x0302': {
      title: 'Nulpuntdrift van de koppelsensor',
      cause:
        'De koppelsensor meet een kracht terwijl niemand trapt. Het systeem compenseert, maar de ondersteuning kan laat inzetten of ongelijkmatig aanvoelen.',
      rider: [
        'Zet de fiets altijd aan zonder voeten op de pedalen; de sensor bepaalt bij het inschakelen zijn nulpunt.',
        'Komt de melding steeds terug, noem het dan bij de volgende onderhoudsbeurt.',
      ],
      mechanic: [
        'Herstart het systeem met onbelaste cranks en lees het koppel in de sensordiagnose (het hoort rond 0 Nm te liggen).',
        'Werk de firmware van de aandrijfunit bij; nieuwere versies zetten het nulpunt betrouwbaarder.',
        'Overschrijdt de afwijking de tolerantie, vervang dan de koppelsensor.',
      ],
    },
    '0x0401': {
      title: 'Signaal snelheidssensor ontbreekt',
      cause:
        'Van de wielsnelheidssensor komen geen pulsen terwijl de motor ondersteunt. Zonder snelheidssignaal kan het systeem de snelheidsgrens niet bewaken en stopt het met ondersteunen.',
      rider: [
        'Controleer of de spaakmagneet (of de remschijfmagneet) aanwezig is en dicht langs de sensor gaat.',
        'Maak sensor en magneet vrij van modder.',
        'Blijft de code, ga dan naar uw dealer.',
      ],
      mechanic: [
        'Stel de afstand tussen magneet en sensor in op 5–15 mm.',
        'Voer de diagnose van de snelheidssensor uit op een rollenbank: de gemeten snelheid moet gelijk zijn aan de referentie van de rol.',
        'Controleer de wielomtrek in het portaal; een verkeerde omtrek geeft verkeerde snelheden, maar niet deze code.',
        'Vervang de sensor of de kabel als er geen pulsen worden gemeten.',
      ],
    },
    '0x0501': {
      title: 'Time-out communicatie display',
      cause:
        'Het display kreeg niet op tijd antwoord van de controller. Vaak een losse connector, soms vocht in de displaystekker.',
      rider: [
        'Schakel het systeem uit en weer in.',
        'Controleer of het display stevig in zijn houder zit.',
        'Blijft de code verschijnen, ga dan naar uw dealer.',
      ],
      mechanic: [
        'Controleer de displayconnector en de kabel langs het stuur op schade en vocht.',
        'Voer de HMI-diagnose in het portaal uit (test van knoppen en display).',
        'Werk de displayfirmware bij en, indien aangeboden, de lettertype- en pictogramframes.',
        'Vervang het display als de communicatiefouten blijven met een goede kabel.',
      ],
    },
    '0x0601': {
      title: 'Overstroom in de controller',
      cause:
        'De controller heeft een stroom boven de grens gemeten en de motor ter bescherming uitgeschakeld. Oorzaken zijn een geblokkeerde motor, een beschadigde motorkabel of een defecte controller.',
      rider: [
        'Stop met rijden met ondersteuning en schakel het systeem uit.',
        'Controleer of niets het wiel of de aandrijving blokkeert.',
        'Breng de fiets naar uw dealer.',
      ],
      mechanic: [
        'Controleer of de aandrijving vrij draait met de motor losgekoppeld.',
        'Controleer de motorkabel en de connectoren van de controller op schade of verbrande pinnen.',
        'Meet de motorfasen (zie 0x0102).',
        'Werk de controllerfirmware bij indien aangeboden; vervang anders de controller en registreer het nieuwe onderdeel.',
      ],
    },
    '0x0602': {
      title: 'Voedingsspanning controller te laag',
      cause:
        'De voedingsspanning van de controller is onder het minimum gezakt, meestal omdat de accu bijna leeg is of slecht contact maakt.',
      rider: [
        'Laad de accu volledig op.',
        'Haal de accu eruit en plaats hem terug tot hij hoorbaar vastklikt.',
        'Verschijnt de code met een volle accu, ga dan naar uw dealer.',
      ],
      mechanic: [
        'Lees de laadtoestand en de spanning van de accu onder belasting in het portaal.',
        'Maak de accucontacten schoon en controleer de houder op speling.',
        'Controleer de hoofdkabel van de accuhouder naar de controller.',
        'Zakt de accuspanning in onder belasting, test of vervang dan de accu.',
      ],
    },
    '0x0701': {
      title: 'Open circuit voorlicht',
      cause:
        'De controller ziet geen belasting op de uitgang van het voorlicht: de lamp is losgekoppeld of kapot.',
      rider: [
        'Controleer of het voorlicht werkt; rijd in het donker niet zonder licht.',
        'Laat de lamp of de kabel door uw dealer repareren.',
      ],
      mechanic: [
        'Controleer de lichtconnector bij de controller en bij de lamp.',
        'Meet de doorgang van de kabel.',
        'Vervang de lamp; controleer daarna in het portaal de lichtinstellingen (bestuurbaar, stand bij opstarten).',
      ],
    },
    '0x0801': {
      title: 'Positiefout derailleur',
      cause:
        'De elektronische derailleur heeft de gevraagde versnellingspositie niet bereikt, bijvoorbeeld na een klap of met een verbogen derailleurpad.',
      rider: [
        'Schakel indien mogelijk stilstaand met opgetild achterwiel één keer door alle versnellingen.',
        'Controleer de derailleur na een val op zichtbare schade.',
        'Laat de derailleur door uw dealer afstellen.',
      ],
      mechanic: [
        'Controleer het derailleurpad en richt het uit.',
        'Voer de kalibratie van de derailleur uit en werk de firmware bij als het portaal een nieuwe versie aanbiedt.',
        'Controleer de derailleurkabel en de accuaansluiting.',
        'Vervang de derailleur als hij niet te kalibreren is.',
      ],
    },
  },
};
