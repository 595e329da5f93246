// Hjälp om felkoder på svenska.
import type { ErrorCodeTexts } from './error-code-texts.ts';

export const sv: ErrorCodeTexts = {
  headings: {
    level: 'Risknivå:',
    levels: { low: 'Låg', medium: 'Medel', high: 'Hög' },
    meaning: 'Vad koden betyder',
    rider: 'Vad cyklisten kan göra',
    mechanic: 'Vad mekanikern gör',
  },
  codes: {
    '0x0101': {
      title: 'Motorn är överhettad',
      cause:
        'Drivenheten har mätt en lindningstemperatur över gränsen och minskat eller stängt av assistansen för att skydda sig. Vanligt efter långa backar med tung last på hög assistansnivå eller i varmt väder.',
      rider: [
        'Stanna eller cykla vidare utan assistans och låt motorn svalna i 15–30 minuter.',
        'Använd lägre assistansnivå och en lättare växel i långa backar.',
        'Om koden kommer tillbaka på korta, platta turer, lämna cykeln till din återförsäljare.',
      ],
      mechanic: [
        'Läs felhistoriken i portalen: upprepade 0x0101 på korta turer tyder på ett fel, inte på belastning.',
        'Kontrollera drivenhetens ventilationsöppningar och kylflänsar för lera och rengör dem.',
        'Kontrollera kedjelinje och friktion i drivlinan (en släpande kedja eller broms ökar motorns belastning).',
        'Uppdatera drivenhetens firmware om portalen erbjuder en nyare version; den har reviderade temperaturgränser.',
        'Om koden finns kvar med kall motor, kör sensordiagnosen och öppna ett ärende med diagnosens ögonblicksbild.',
      ],
    },
    '0x0102': {
      title: 'Kortslutning i en motorfas',
      cause:
        'Styrenheten har upptäckt en kortslutning mellan motorfaser eller från en fas till ramen. Assistansen stängs av direkt.',
      rider: [
        'Stäng av systemet och cykla inte med assistans.',
        'Öppna inte drivenheten eller kabelskydden.',
        'Lämna cykeln till din återförsäljare; den går att cykla hem utan assistans.',
      ],
      mechanic: [
        'Koppla bort batteriet före allt arbete.',
        'Kontrollera motorkabel och kontakt för klämd isolering, inträngande vatten och korrosion.',
        'Mät resistansen mellan faserna (lika inom 5 %) och isolationen mellan fas och hölje.',
        'Om en fas är kortsluten inne i drivenheten, byt drivenheten och registrera det som ett delbyte; portalen registrerar det nya serienumret.',
        'Öppna ett post_bundle-ärende om den nya enheten ännu inte är registrerad på cykeln.',
      ],
    },
    '0x0201': {
      title: 'Överspänning i en battericell',
      cause:
        'Batteristyrningen har mätt en cellspänning över det säkra maximumet, oftast under laddning, och brutit laddkretsen.',
      rider: [
        'Dra genast ur laddaren och håll batteriet borta från brännbart material.',
        'Använd bara laddaren som följde med cykeln.',
        'Ladda inte batteriet igen; lämna cykel, batteri och laddare till din återförsäljare.',
      ],
      mechanic: [
        'Jämför laddarens modell och utspänning med batteriets specifikation; fel laddare är den vanligaste orsaken.',
        'Läs batteriinformationen i portalen (cellspänningar, antal laddcykler).',
        'Om en cellgrupp ligger högt och de andra är normala är batteriet defekt: byt det och förvara det utbytta batteriet säkert för retur.',
        'Uppdatera batteriets firmware när portalen erbjuder det.',
        'Registrera bytet och lägg till en post i serviceboken för garantianspråket.',
      ],
    },
    '0x0202': {
      title: 'Batteritemperatur utanför intervallet',
      cause:
        'Batteriet är för kallt eller för varmt för säker laddning eller urladdning. Laddning är tillåten från 0 °C till 40 °C, cykling från −10 °C till 50 °C.',
      rider: [
        'Låt batteriet nå rumstemperatur (inomhus, inte vid ett element) före laddning.',
        'Lämna inte cykeln i direkt solljus eller i en varm bil.',
        'Om koden visas vid normala temperaturer, kontakta din återförsäljare.',
      ],
      mechanic: [
        'Jämför batteritemperaturen i portalen med rumstemperaturen.',
        'Ett värde långt från omgivningens tyder på en defekt temperaturgivare: byt batteriet.',
        'Kontrollera batterikontakter och fäste för korrosion som kan bli varm under belastning.',
      ],
    },
    '0x0301': {
      title: 'Momentsensorns signal är orimlig',
      cause:
        'Momentsensorns signal stämmer inte med trampandet (till exempel moment utan kadens). Assistansen minskas tills signalen åter är rimlig.',
      rider: [
        'Stäng av och starta systemet igen utan att trycka på pedalerna.',
        'Om assistansen förblir svag eller ryckig, cykla utan assistans och kontakta din återförsäljare.',
      ],
      mechanic: [
        'Kör sensordiagnosen i portalen med den kalibrerade vikten: det uppmätta momentet ska ligga inom referensens tolerans.',
        'Kontrollera att vevarmarna sitter fast och att vevlagret inte har glapp.',
        'Kontrollera sensorkontakten under drivenhetens lock.',
        'Om diagnosen misslyckas, byt momentsensorn (eller drivenheten om den är inbyggd).',
      ],
    },
    '0x0302': {
      title: 'Nollpunktsdrift i momentsensorn',
      cause:
        'Momentsensorn mäter en kraft fast ingen trampar. Systemet kompenserar, men assistansen kan starta sent eller kännas ojämn.',
      rider: [
        'Starta alltid cykeln utan fötterna på pedalerna; sensorn sätter sin nollpunkt vid start.',
        'Om meddelandet kommer tillbaka, nämn det vid nästa service.',
      ],
      mechanic: [
        'Starta om systemet med obelastade vevar och läs momentet i sensordiagnosen (nära 0 Nm).',
        'Uppdatera drivenhetens firmware; nyare versioner nollställer sensorn mer tillförlitligt.',
        'Om avvikelsen överskrider toleransen, byt momentsensorn.',
      ],
    },
    '0x0401': {
      title: 'Signal från hastighetsgivaren saknas',
      cause:
        'Inga pulser kommer från hjulets hastighetsgivare medan motorn assisterar. Utan hastighetssignal kan systemet inte hålla hastighetsgränsen och slutar assistera.',
      rider: [
        'Kontrollera att ekermagneten (eller bromsskivans magnet) sitter kvar och passerar nära givaren.',
        'Ta bort lera från givaren och magneten.',
        'Om koden finns kvar, kontakta din återförsäljare.',
      ],
      mechanic: [
        'Ställ in avståndet mellan magnet och givare till 5–15 mm.',
        'Kör diagnosen av hastighetsgivaren på en rulle: den uppmätta hastigheten ska stämma med rullens referens.',
        'Kontrollera hjulomkretsen i portalen; fel omkrets ger fel hastighet men inte den här koden.',
        'Byt givaren eller dess kabel om inga pulser uppmäts.',
      ],
    },
    '0x0501': {
      title: 'Tidsgräns för displayens kommunikation',
      cause:
        'Displayen fick inte svar från styrenheten i tid. Ofta en lös kontakt, ibland fukt i displayens kontakt.',
      rider: [
        'Stäng av och starta systemet igen.',
        'Kontrollera att displayen sitter stadigt i sin hållare.',
        'Om koden fortsätter att visas, kontakta din återförsäljare.',
      ],
      mechanic: [
        'Kontrollera displayens kontakt och kabeln längs styret för skador och fukt.',
        'Kör HMI-diagnosen i portalen (test av knappar och display).',
        'Uppdatera displayens firmware och, om de erbjuds, dess typsnitts- och ikonramar.',
        'Byt displayen om kommunikationsfelen fortsätter med en felfri kabel.',
      ],
    },
    '0x0601': {
      title: 'Överström i styrenheten',
      cause:
        'Styrenheten har mätt en ström över gränsen och stängt av motorn som skydd. Orsaken är en blockerad motor, en skadad motorkabel eller ett fel i styrenheten.',
      rider: [
        'Sluta cykla med assistans och stäng av systemet.',
        'Kontrollera att inget blockerar hjulet eller drivlinan.',
        'Lämna cykeln till din återförsäljare.',
      ],
      mechanic: [
        'Kontrollera att drivlinan går lätt med motorn bortkopplad.',
        'Kontrollera motorkabeln och styrenhetens kontakter för skador eller brända stift.',
        'Mät motorfaserna (se 0x0102).',
        'Uppdatera styrenhetens firmware om det erbjuds; byt annars styrenheten och registrera den nya delen.',
      ],
    },
    '0x0602': {
      title: 'Låg matningsspänning till styrenheten',
      cause:
        'Styrenhetens matningsspänning har sjunkit under minimum, oftast för att batteriet är nästan tomt eller har dålig kontakt.',
      rider: [
        'Ladda batteriet fullt.',
        'Ta ut batteriet och sätt tillbaka det tills det klickar fast.',
        'Om koden visas med fullt batteri, kontakta din återförsäljare.',
      ],
      mechanic: [
        'Läs batteriets laddningsnivå och spänning under belastning i portalen.',
        'Rengör batterikontakterna och kontrollera fästet för glapp.',
        'Kontrollera huvudkabeln från batterifästet till styrenheten.',
        'Om batterispänningen faller under belastning, testa eller byt batteriet.',
      ],
    },
    '0x0701': {
      title: 'Avbrott i framlampan',
      cause: 'Styrenheten ser ingen last på framlampans utgång: lampan är urkopplad eller trasig.',
      rider: [
        'Kontrollera att framlampan fungerar; cykla inte i mörker utan lampa.',
        'Låt din återförsäljare reparera lampan eller kabeln.',
      ],
      mechanic: [
        'Kontrollera lampkontakten vid styrenheten och vid lampan.',
        'Mät kabelns genomgång.',
        'Byt lampan; kontrollera sedan ljusinställningarna (styrbar, läge vid start) i portalen.',
      ],
    },
    '0x0801': {
      title: 'Positionsfel i bakväxeln',
      cause:
        'Den elektroniska bakväxeln nådde inte det begärda växelläget, till exempel efter en smäll eller med ett böjt växelöra.',
      rider: [
        'Växla om möjligt en gång genom alla växlar stillastående med bakhjulet upplyft.',
        'Kontrollera bakväxeln för synliga skador efter en vurpa.',
        'Låt din återförsäljare justera bakväxeln.',
      ],
      mechanic: [
        'Kontrollera och rikta växelörat.',
        'Kör bakväxelns kalibrering och uppdatera dess firmware om portalen erbjuder en ny version.',
        'Kontrollera bakväxelns kabel och batterianslutning.',
        'Byt bakväxeln om den inte går att kalibrera.',
      ],
    },
  },
};
