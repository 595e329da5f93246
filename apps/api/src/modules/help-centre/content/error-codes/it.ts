// Guida ai codici di errore, in italiano.
import type { ErrorCodeTexts } from './error-code-texts.ts';

export const it: ErrorCodeTexts = {
  headings: {
    level: 'Livello di pericolo:',
    levels: { low: 'Basso', medium: 'Medio', high: 'Alto' },
    meaning: 'Che cosa significa',
    rider: 'Che cosa può fare il ciclista',
    mechanic: 'Che cosa fa il meccanico',
  },
  codes: {
    '0x0101': {
      title: 'Surriscaldamento del motore',
      cause:
        'L’unità motrice ha misurato una temperatura degli avvolgimenti oltre il limite e ha ridotto o interrotto l’assistenza per proteggersi. Tipico dopo lunghe salite con carico pesante in un livello di assistenza alto, o con il caldo.',
      rider: [
        'Fermarsi o proseguire senza assistenza e lasciare raffreddare il motore per 15–30 minuti.',
        'Nelle salite lunghe usare un livello di assistenza più basso e un rapporto più agile.',
        'Se il codice ricompare su percorsi brevi e pianeggianti, portare la bici dal rivenditore.',
      ],
      mechanic: [
        'Leggere lo storico errori nel portale: 0x0101 ripetuto su percorsi brevi indica un guasto, non il carico.',
        'Controllare che le prese d’aria e le alette di raffreddamento del carter non siano ostruite dal fango e pulirle.',
        'Controllare la linea catena e gli attriti della trasmissione (una catena o un freno che striscia aumenta il carico del motore).',
        'Aggiornare il firmware dell’unità motrice se il portale offre una versione più recente; contiene limiti termici rivisti.',
        'Se il codice resta con il motore freddo, eseguire la diagnosi dei sensori e aprire una pratica con l’istantanea della diagnosi.',
      ],
    },
    '0x0102': {
      title: 'Cortocircuito di una fase del motore',
      cause:
        'Il controller ha rilevato un cortocircuito tra le fasi del motore o tra una fase e il telaio. L’assistenza viene disattivata subito.',
      rider: [
        'Spegnere il sistema e non pedalare con l’assistenza.',
        'Non aprire l’unità motrice né i coperchi dei cavi.',
        'Portare la bici dal rivenditore; si può tornare a casa senza assistenza.',
      ],
      mechanic: [
        'Scollegare la batteria prima di qualsiasi intervento.',
        'Ispezionare cavo e connettore del motore: isolamento schiacciato, infiltrazioni d’acqua e corrosione.',
        'Misurare la resistenza tra le fasi (uguale entro il 5%) e l’isolamento tra fase e carter.',
        'Se una fase è in corto dentro l’unità motrice, sostituire l’unità e registrare la sostituzione come sostituzione di componente; il portale registra il nuovo numero di serie.',
        'Aprire una pratica post_bundle se l’unità sostitutiva non è ancora registrata sulla bici.',
      ],
    },
    '0x0201': {
      title: 'Sovratensione di una cella della batteria',
      cause:
        'Il sistema di gestione della batteria ha misurato una tensione di cella oltre il massimo sicuro, di solito durante la ricarica, e ha aperto il circuito di carica.',
      rider: [
        'Staccare subito il caricabatterie e tenere la batteria lontano da materiali infiammabili.',
        'Usare solo il caricabatterie fornito con la bici.',
        'Non ricaricare la batteria; portare bici, batteria e caricabatterie dal rivenditore.',
      ],
      mechanic: [
        'Confrontare modello e tensione di uscita del caricabatterie con le specifiche della batteria; un caricabatterie sbagliato è la causa più comune.',
        'Leggere le informazioni della batteria nel portale (tensioni delle celle, numero di cicli).',
        'Se un gruppo di celle è alto e gli altri normali, la batteria è guasta: sostituirla e conservare la batteria rimossa in un luogo sicuro per il reso.',
        'Aggiornare il firmware della batteria quando il portale lo offre.',
        'Registrare la sostituzione e aggiungere una voce al libretto di manutenzione per la richiesta di garanzia.',
      ],
    },
    '0x0202': {
      title: 'Temperatura della batteria fuori intervallo',
      cause:
        'La batteria è troppo fredda o troppo calda per caricarsi o scaricarsi in sicurezza. La ricarica è ammessa da 0 °C a 40 °C, la guida da −10 °C a 50 °C.',
      rider: [
        'Portare la batteria a temperatura ambiente (al chiuso, lontano dai termosifoni) prima di ricaricarla.',
        'Non lasciare la bici al sole diretto o in un’auto calda.',
        'Se il codice compare a temperature normali, rivolgersi al rivenditore.',
      ],
      mechanic: [
        'Confrontare la temperatura della batteria mostrata nel portale con quella ambiente.',
        'Un valore lontano da quello ambiente indica un sensore di temperatura guasto: sostituire la batteria.',
        'Controllare contatti e supporto della batteria: la corrosione può scaldarsi sotto carico.',
      ],
    },
    '0x0301': {
      title: 'Segnale del sensore di coppia non plausibile',
      cause:
        'Il segnale del sensore di coppia non corrisponde alla pedalata (per esempio coppia senza cadenza). L’assistenza è ridotta finché il segnale non torna plausibile.',
      rider: [
        'Spegnere e riaccendere il sistema senza premere sui pedali.',
        'Se l’assistenza resta debole o a strappi, pedalare senza assistenza e rivolgersi al rivenditore.',
      ],
      mechanic: [
        'Eseguire la diagnosi dei sensori nel portale con il peso calibrato: la coppia letta deve rientrare nella tolleranza del riferimento.',
        'Controllare che le pedivelle siano serrate e che il movimento centrale non abbia gioco.',
        'Controllare il connettore del sensore sotto il coperchio dell’unità motrice.',
        'Se la diagnosi fallisce, sostituire il sensore di coppia (o l’unità motrice se è integrato).',
      ],
    },
    '0x0302': {
      title: 'Deriva dello zero del sensore di coppia',
      cause:
        'Il sensore di coppia rileva una forza anche se nessuno pedala. Il sistema compensa, ma l’assistenza può partire in ritardo o risultare irregolare.',
      rider: [
        'Accendere sempre la bici senza i piedi sui pedali; il sensore fissa lo zero all’accensione.',
        'Se il messaggio ritorna spesso, segnalarlo al prossimo tagliando.',
      ],
      mechanic: [
        'Riavviare il sistema con le pedivelle scariche e leggere la coppia nella diagnosi dei sensori (vicina a 0 Nm).',
        'Aggiornare il firmware dell’unità motrice; le versioni più recenti reimpostano lo zero in modo più affidabile.',
        'Se lo scostamento supera la tolleranza, sostituire il sensore di coppia.',
      ],
    },
    '0x0401': {
      title: 'Segnale del sensore di velocità assente',
      cause:
        'Dal sensore di velocità della ruota non arrivano impulsi mentre il motore assiste. Senza segnale di velocità il sistema non può rispettare il limite e smette di assistere.',
      rider: [
        'Controllare che il magnete sul raggio (o sul disco del freno) sia presente e passi vicino al sensore.',
        'Pulire dal fango il sensore e il magnete.',
        'Se il codice resta, rivolgersi al rivenditore.',
      ],
      mechanic: [
        'Regolare la distanza tra magnete e sensore a 5–15 mm.',
        'Eseguire la diagnosi del sensore di velocità su un rullo: la velocità misurata deve corrispondere al riferimento del rullo.',
        'Controllare la circonferenza della ruota impostata nel portale; un valore errato falsa la velocità ma non dà questo codice.',
        'Sostituire il sensore o il suo cavo se non si misurano impulsi.',
      ],
    },
    '0x0501': {
      title: 'Timeout di comunicazione del display',
      cause:
        'Il display non ha ricevuto risposta dal controller in tempo. Spesso è un connettore allentato, a volte umidità nella spina del display.',
      rider: [
        'Spegnere e riaccendere il sistema.',
        'Controllare che il display sia ben inserito nel supporto.',
        'Se il codice continua a comparire, rivolgersi al rivenditore.',
      ],
      mechanic: [
        'Ispezionare il connettore del display e il cavo lungo il manubrio: danni e umidità.',
        'Eseguire la diagnosi HMI nel portale (test dei pulsanti e del display).',
        'Aggiornare il firmware del display e, se offerti, i frame di caratteri e icone.',
        'Sostituire il display se gli errori di comunicazione continuano con un cavo integro.',
      ],
    },
    '0x0601': {
      title: 'Sovracorrente del controller',
      cause:
        'Il controller ha misurato una corrente oltre il limite e ha spento il motore per protezione. Le cause sono un motore bloccato, un cavo motore danneggiato o un guasto del controller.',
      rider: [
        'Smettere di pedalare con l’assistenza e spegnere il sistema.',
        'Controllare che nulla blocchi la ruota o la trasmissione.',
        'Portare la bici dal rivenditore.',
      ],
      mechanic: [
        'Controllare che la trasmissione giri liberamente con il motore scollegato.',
        'Ispezionare il cavo motore e i connettori del controller: danni o pin bruciati.',
        'Misurare le fasi del motore (vedi 0x0102).',
        'Aggiornare il firmware del controller se offerto; altrimenti sostituire il controller e registrare il nuovo componente.',
      ],
    },
    '0x0602': {
      title: 'Tensione di alimentazione del controller bassa',
      cause:
        'La tensione di alimentazione del controller è scesa sotto il minimo, di solito perché la batteria è quasi scarica o fa cattivo contatto.',
      rider: [
        'Caricare completamente la batteria.',
        'Estrarre e reinserire la batteria finché non scatta in posizione.',
        'Se il codice compare con la batteria carica, rivolgersi al rivenditore.',
      ],
      mechanic: [
        'Leggere nel portale lo stato di carica e la tensione della batteria sotto carico.',
        'Pulire i contatti della batteria e controllare il gioco del supporto.',
        'Controllare il cavo principale dal supporto batteria al controller.',
        'Se la tensione della batteria crolla sotto carico, provare o sostituire la batteria.',
      ],
    },
    '0x0701': {
      title: 'Circuito aperto della luce anteriore',
      cause:
        'Il controller non vede alcun carico sull’uscita della luce anteriore: la lampada è scollegata o guasta.',
      rider: [
        'Verificare che la luce anteriore funzioni; non pedalare al buio senza luce.',
        'Far riparare la luce o il suo cavo dal rivenditore.',
      ],
      mechanic: [
        'Controllare il connettore della luce sul controller e sulla lampada.',
        'Misurare la continuità del cavo.',
        'Sostituire la lampada; poi verificare nel portale le impostazioni della luce (controllabile, stato all’avvio).',
      ],
    },
    '0x0801': {
      title: 'Errore di posizione del deragliatore',
      cause:
        'Il deragliatore elettronico non ha raggiunto la posizione di marcia richiesta, per esempio dopo un urto o con il forcellino piegato.',
      rider: [
        'Se possibile, passare una volta tutte le marce da fermi con la ruota posteriore sollevata.',
        'Dopo una caduta, controllare che il deragliatore non abbia danni visibili.',
        'Rivolgersi al rivenditore per la regolazione.',
      ],
      mechanic: [
        'Controllare e allineare il forcellino del deragliatore.',
        'Eseguire la calibrazione del deragliatore e aggiornarne il firmware se il portale offre una nuova versione.',
        'Controllare il cavo del deragliatore e il collegamento alla batteria.',
        'Sostituire il deragliatore se non si lascia calibrare.',
      ],
    },
  },
};
