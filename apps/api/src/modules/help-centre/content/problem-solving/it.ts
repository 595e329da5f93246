// Articoli di risoluzione dei problemi, in italiano.
import type { ProblemTexts } from './problem-texts.ts';

export const it: ProblemTexts = {
  frameNumber: {
    title: 'Dove trovare il numero di telaio (numero di serie)',
    intro:
      'Il numero di telaio identifica la bici nel portale insieme al VIN. È inciso sotto la scatola del movimento centrale e ripetuto su un adesivo sul fodero basso sinistro.',
    imageAlt: 'Numero di telaio sotto il movimento centrale',
    steps: [
      'Capovolgere la bici o sollevarla su un cavalletto da officina.',
      'Pulire la parte inferiore della scatola del movimento centrale.',
      'Leggere il numero di 11 caratteri che inizia con W (per esempio WKT00240001).',
      'Se l’incisione è illeggibile, usare l’adesivo sul fodero o il numero sui documenti d’acquisto.',
    ],
    outro:
      'Le bici Atlas Exclusive riportano il numero altrove; vedere l’articolo dedicato a questo marchio.',
  },
  frameNumberAtlas: {
    title: 'Dove trovare il numero di telaio sulle bici Atlas Exclusive',
    intro:
      'Sui telai Atlas Exclusive il numero è marcato al laser sul tubo sterzo, dietro il supporto della luce anteriore, e stampato sull’etichetta del vano batteria.',
    imageAlt: 'Numero di telaio sul tubo sterzo',
    steps: [
      'Girare il manubrio di lato per vedere il retro del tubo sterzo.',
      'Leggere il numero sul tubo sterzo (inizia con W).',
      'In alternativa, togliere la batteria e leggere l’etichetta nel vano del tubo obliquo.',
    ],
  },
  bridgeNotFound: {
    title: 'Il portale non trova il System Bridge',
    intro:
      'Il portale comunica con la bici tramite il System Bridge, un piccolo programma sul computer dell’officina in ascolto su 127.0.0.1, porta 3008.',
    steps: [
      'Verificare che il System Bridge sia installato (versione 13.4.0) e in esecuzione: la sua icona è nell’area di notifica o nella barra dei menu.',
      'Aprire http://127.0.0.1:3008/v1/system_bridge/version_info nel browser; deve rispondere con la versione.',
      'Se non risponde, riavviare il System Bridge. Su Windows consentirlo nella richiesta del firewall.',
      'I proxy aziendali non devono intercettare 127.0.0.1.',
      'Ricaricare la pagina del portale.',
    ],
  },
  connectorNotDetected: {
    title: 'Connettore (dongle) non rilevato',
    intro:
      'Il portale mostra «nessun connettore rilevato» quando il connettore USB manca o non viene riconosciuto.',
    steps: [
      'Collegare il connettore direttamente al computer, non a un hub.',
      'Usare il cavo USB originale; i cavi di sola ricarica non trasmettono dati.',
      'Attendere che il LED del connettore sia verde fisso, poi riprovare.',
      'Su Linux verificare che l’utente possa aprire i dispositivi seriali (gruppo dialout).',
      'Se il portale offre un aggiornamento del firmware del connettore, eseguirlo prima di collegare una bici.',
    ],
  },
  bootloaderRescue: {
    title: 'Un componente è bloccato nel bootloader: ripristino',
    intro:
      'Un componente il cui aggiornamento del firmware è stato interrotto si avvia nel bootloader e mostra l’attività «nel bootloader». La bici non assiste finché non viene ripristinato.',
    steps: [
      'Collegare il caricabatterie o verificare che la batteria sia sopra il {charge}.',
      'Aprire l’area di lavoro e scegliere Ripristino bootloader sull’attività.',
      'Il portale scarica l’immagine di ripristino firmata e il System Bridge la scrive; non scollegare.',
      'Dopo il ripristino, eseguire il normale aggiornamento del firmware all’ultima versione.',
    ],
  },
  firmwareUpdateFailed: {
    title: 'Aggiornamento del firmware non riuscito o interrotto',
    intro:
      'Gli aggiornamenti sono verificati prima e dopo la scrittura, quindi un aggiornamento interrotto non rende mai la bici inutilizzabile.',
    steps: [
      'Controllare la carica della batteria (almeno {charge}) e lasciare collegato il caricabatterie durante l’aggiornamento.',
      'Non usare i pulsanti della bici durante l’aggiornamento.',
      'Ripetere l’aggiornamento dall’attività nell’area di lavoro.',
      'Se ora il componente si avvia nel bootloader, seguire l’articolo sul ripristino del bootloader.',
      'Se il portale segnala «Origine del file di aggiornamento non valida», l’immagine non ha superato il controllo della firma: ricaricare la pagina e riprovare; segnalarlo se persiste.',
    ],
  },
};
