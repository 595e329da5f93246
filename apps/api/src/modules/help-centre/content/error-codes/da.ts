// Hjælp til fejlkoder på dansk.
import type { ErrorCodeTexts } from './error-code-texts.ts';

export const da: ErrorCodeTexts = {
  headings: {
    level: 'Fareniveau:',
    levels: { low: 'Lav', medium: 'Middel', high: 'Høj' },
    meaning: 'Hvad koden betyder',
    rider: 'Hvad rytteren kan gøre',
    mechanic: 'Hvad mekanikeren gør',
  },
  codes: {
    '0x0101': {
      title: 'Motoren er overophedet',
      cause:
        'Drivenheden har målt en viklingstemperatur over grænsen og har sænket eller slået understøttelsen fra for at beskytte sig selv. Typisk efter lange stigninger med tung last på et højt understøttelsesniveau eller i varmt vejr.',
      rider: [
        'Stop, eller kør videre uden understøttelse, og lad motoren køle af i 15–30 minutter.',
        'Brug et lavere understøttelsesniveau og et lettere gear på lange stigninger.',
        'Kommer koden igen på korte, flade ture, så tag cyklen med til din forhandler.',
      ],
      mechanic: [
        'Læs fejlhistorikken i portalen: gentagne 0x0101 på korte ture tyder på en fejl, ikke på belastning.',
        'Tjek drivenhedens ventilationshuller og køleribber for mudder, og rengør dem.',
        'Tjek kædelinje og friktion i drivlinjen (en slæbende kæde eller bremse øger motorbelastningen).',
        'Opdater drivenhedens firmware, hvis portalen tilbyder en nyere version; den har reviderede temperaturgrænser.',
        'Bliver koden ved med kold motor, så kør sensordiagnosen og opret en sag med diagnose-øjebliksbilledet.',
      ],
    },
    '0x0102': {
      title: 'Kortslutning i en motorfase',
      cause:
        'Controlleren har registreret en kortslutning mellem motorfaser eller fra en fase til stellet. Understøttelsen slås straks fra.',
      rider: [
        'Sluk systemet, og kør ikke med understøttelse.',
        'Åbn ikke drivenheden eller kabeldækslerne.',
        'Tag cyklen med til din forhandler; den kan køres hjem uden understøttelse.',
      ],
      mechanic: [
        'Frakobl batteriet før alt arbejde.',
        'Efterse motorkablet og stikket for klemt isolering, vandindtrængning og korrosion.',
        'Mål modstanden mellem faserne (ens inden for 5 %) og isolationen mellem fase og hus.',
        'Er en fase kortsluttet inde i drivenheden, så udskift drivenheden og registrer det som en deludskiftning; portalen registrerer det nye serienummer.',
        'Opret en post_bundle-sag, hvis den nye enhed endnu ikke er registreret på cyklen.',
      ],
    },
    '0x0201': {
      title: 'Overspænding i en battericelle',
      cause:
        'Batteristyringen har målt en cellespænding over det sikre maksimum, som regel under opladning, og har afbrudt ladekredsen.',
      rider: [
        'Tag straks laderen ud, og hold batteriet væk fra brændbart materiale.',
        'Brug kun den lader, der fulgte med cyklen.',
        'Oplad ikke batteriet igen; tag cykel, batteri og lader med til din forhandler.',
      ],
      mechanic: [
        'Sammenlign laderens model og udgangsspænding med batteriets specifikation; en forkert lader er den hyppigste årsag.',
        'Læs batterioplysningerne i portalen (cellespændinger, antal ladecyklusser).',
        'Er én cellegruppe høj og resten normale, er batteriet defekt: udskift det, og opbevar det udtagne batteri sikkert til returnering.',
        'Opdater batteriets firmware, når portalen tilbyder det.',
        'Registrer udskiftningen, og tilføj en post i servicebogen til garantikravet.',
      ],
    },
    '0x0202': {
      title: 'Batteritemperatur uden for området',
      cause:
        'Batteriet er for koldt eller for varmt til sikker opladning eller afladning. Opladning er tilladt fra 0°C til 40°C, kørsel fra −10°C til 50°C.',
      rider: [
        'Lad batteriet nå stuetemperatur (indendørs, væk fra radiatorer) før opladning.',
        'Lad ikke cyklen stå i direkte sol eller i en varm bil.',
        'Vises koden ved normale temperaturer, så kontakt din forhandler.',
      ],
      mechanic: [
        'Sammenlign batteritemperaturen i portalen med rumtemperaturen.',
        'En værdi langt fra omgivelsestemperaturen tyder på en defekt temperaturføler: udskift batteriet.',
        'Tjek batterikontakter og holder for korrosion, der kan blive varm under belastning.',
      ],
    },
    '0x0301': {
      title: 'Momentsensorens signal er usandsynligt',
      cause:
        'Momentsensorens signal passer ikke til trådet (for eksempel moment uden kadence). Understøttelsen sænkes, til signalet igen er sandsynligt.',
      rider: [
        'Sluk og tænd systemet uden at træde på pedalerne.',
        'Forbliver understøttelsen svag eller rykvis, så kør uden understøttelse og kontakt din forhandler.',
      ],
      mechanic: [
        'Kør sensordiagnosen i portalen med det kalibrerede lod: den målte værdi skal ligge inden for referencens tolerance.',
        'Tjek, at kranksene sidder fast, og at krankboksen ikke har slør.',
        'Tjek sensorstikket under drivenhedens dæksel.',
        'Fejler diagnosen, så udskift momentsensoren (eller drivenheden, hvis den er indbygget).',
      ],
    },
    '0x0302': {
      title: 'Nulpunktsdrift i momentsensoren',
      cause:
        'Momentsensoren måler en kraft, selvom ingen træder. Systemet kompenserer, men understøttelsen kan starte sent eller føles ujævn.',
      rider: [
        'Tænd altid cyklen uden fødderne på pedalerne; sensoren sætter sit nulpunkt ved opstart.',
        'Kommer meddelelsen igen og igen, så nævn det ved næste service.',
      ],
      mechanic: [
        'Genstart systemet med ubelastede krankarme, og læs momentet i sensordiagnosen (det bør være tæt på 0 Nm).',
        'Opdater drivenhedens firmware; nyere versioner nulstiller sensoren mere pålideligt.',
        'Overstiger afvigelsen tolerancen, så udskift momentsensoren.',
      ],
    },
    '0x0401': {
      title: 'Hastighedssensorens signal mangler',
      cause:
        'Der kommer ingen impulser fra hjulets hastighedssensor, mens motoren understøtter. Uden hastighedssignal kan systemet ikke overholde hastighedsgrænsen og stopper understøttelsen.',
      rider: [
        'Tjek, at egermagneten (eller bremseskivemagneten) sidder på plads og passerer tæt forbi sensoren.',
        'Fjern mudder fra sensor og magnet.',
        'Forsvinder koden ikke, så kontakt din forhandler.',
      ],
      mechanic: [
        'Indstil afstanden mellem magnet og sensor til 5–15 mm.',
        'Kør diagnosen af hastighedssensoren på en rulle: den målte hastighed skal svare til rullens reference.',
        'Tjek hjulomkredsen i portalen; en forkert omkreds giver forkerte hastigheder, men ikke denne kode.',
        'Udskift sensoren eller dens kabel, hvis der ikke måles impulser.',
      ],
    },
    '0x0501': {
      title: 'Timeout i displayets kommunikation',
      cause:
        'Displayet hørte ikke fra controlleren i tide. Ofte et løst stik, nogle gange fugt i displayets stik.',
      rider: [
        'Sluk og tænd systemet.',
        'Tjek, at displayet sidder fast i sin holder.',
        'Bliver koden ved med at komme, så kontakt din forhandler.',
      ],
      mechanic: [
        'Efterse displayets stik og kablet langs styret for skader og fugt.',
        'Kør HMI-diagnosen i portalen (test af knapper og display).',
        'Opdater displayets firmware og, hvis tilbudt, dets skrifttype- og ikonrammer.',
        'Udskift displayet, hvis kommunikationsfejlene fortsætter med et fejlfrit kabel.',
      ],
    },
    '0x0601': {
      title: 'Overstrøm i controlleren',
      cause:
        'Controlleren har målt en strøm over grænsen og slået motoren fra for at beskytte den. Årsagen er en blokeret motor, et beskadiget motorkabel eller en fejl i controlleren.',
      rider: [
        'Stop med at køre med understøttelse, og sluk systemet.',
        'Tjek, at intet blokerer hjulet eller drivlinjen.',
        'Tag cyklen med til din forhandler.',
      ],
      mechanic: [
        'Tjek, at drivlinjen drejer frit med motoren frakoblet.',
        'Efterse motorkablet og controllerens stik for skader eller brændte ben.',
        'Mål motorfaserne (se 0x0102).',
        'Opdater controllerens firmware, hvis det tilbydes; ellers udskift controlleren og registrer den nye del.',
      ],
    },
    '0x0602': {
      title: 'Controllerens forsyningsspænding er lav',
      cause:
        'Controllerens forsyningsspænding er faldet under minimum, som regel fordi batteriet er næsten tomt eller har dårlig kontakt.',
      rider: [
        'Oplad batteriet helt.',
        'Tag batteriet ud, og sæt det i igen, til det klikker på plads.',
        'Vises koden med fuldt batteri, så kontakt din forhandler.',
      ],
      mechanic: [
        'Læs batteriets ladetilstand og spænding under belastning i portalen.',
        'Rengør batterikontakterne, og tjek holderen for slør.',
        'Tjek hovedkablet fra batteriholderen til controlleren.',
        'Falder batterispændingen sammen under belastning, så test eller udskift batteriet.',
      ],
    },
    '0x0701': {
      title: 'Afbrydelse i forlygten',
      cause: 'Controlleren ser ingen belastning på forlygtens udgang: lygten er frakoblet eller defekt.',
      rider: [
        'Tjek, om forlygten virker; kør ikke i mørke uden lys.',
        'Få lygten eller kablet repareret hos din forhandler.',
      ],
      mechanic: [
        'Tjek lysstikket ved controlleren og ved lygten.',
        'Mål kablets gennemgang.',
        'Udskift lygten; tjek derefter lysindstillingerne (styrbar, tilstand ved opstart) i portalen.',
      ],
    },
    '0x0801': {
      title: 'Positionsfejl i bagskifteren',
      cause:
        'Den elektroniske bagskifter nåede ikke den ønskede gearposition, for eksempel efter et slag eller med et bøjet gearøre.',
      rider: [
        'Skift om muligt én gang gennem alle gear i stilstand med baghjulet løftet.',
        'Tjek bagskifteren for synlige skader efter et styrt.',
        'Få bagskifteren justeret hos din forhandler.',
      ],
      mechanic: [
        'Tjek og ret gearøret.',
        'Kør kalibreringen af bagskifteren, og opdater dens firmware, hvis portalen tilbyder en ny version.',
        'Tjek bagskifterens kabel og batteriforbindelse.',
        'Udskift bagskifteren, hvis den ikke kan kalibreres.',
      ],
    },
  },
};
