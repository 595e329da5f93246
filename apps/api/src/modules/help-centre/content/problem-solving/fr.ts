// Articles de résolution de problèmes, en français.
import type { ProblemTexts } from './problem-texts.ts';

export const fr: ProblemTexts = {
  frameNumber: {
    title: 'Où trouver le numéro de cadre (numéro de série)',
    intro:
      'Le numéro de cadre identifie le vélo dans le portail avec le VIN. Il est gravé sous le boîtier de pédalier et repris sur un autocollant de la base arrière gauche.',
    imageAlt: 'Numéro de cadre sous le boîtier de pédalier',
    steps: [
      'Retourner le vélo ou le placer sur un pied d’atelier.',
      'Nettoyer le dessous du boîtier de pédalier.',
      'Lire le numéro de 11 caractères commençant par W (par exemple WKT00240001).',
      'Si la gravure est illisible, utiliser l’autocollant de la base ou le numéro des documents d’achat.',
    ],
    outro: 'Les vélos Atlas Exclusive portent le numéro ailleurs ; voir l’article consacré à cette marque.',
  },
  frameNumberAtlas: {
    title: 'Où trouver le numéro de cadre sur les vélos Atlas Exclusive',
    intro:
      'Sur les cadres Atlas Exclusive, le numéro est marqué au laser sur le tube de direction, derrière le support de l’éclairage avant, et imprimé sur l’étiquette du logement de batterie.',
    imageAlt: 'Numéro de cadre sur le tube de direction',
    steps: [
      'Tourner le guidon sur le côté pour voir l’arrière du tube de direction.',
      'Lire le numéro sur le tube de direction (il commence par W).',
      'Sinon, retirer la batterie et lire l’étiquette dans le logement du tube diagonal.',
    ],
  },
  bridgeNotFound: {
    title: 'Le portail ne trouve pas le System Bridge',
    intro:
      'Le portail communique avec le vélo par le System Bridge, un petit programme de l’ordinateur d’atelier qui écoute sur 127.0.0.1, port 3008.',
    steps: [
      'Vérifier que le System Bridge est installé (version 13.4.0) et lancé : son icône est dans la zone de notification ou la barre des menus.',
      'Ouvrir http://127.0.0.1:3008/v1/system_bridge/version_info dans le navigateur ; il doit répondre avec sa version.',
      'Sinon, redémarrer le System Bridge. Sous Windows, l’autoriser dans la fenêtre du pare-feu.',
      'Les proxys d’entreprise ne doivent pas intercepter 127.0.0.1.',
      'Recharger la page du portail.',
    ],
  },
  connectorNotDetected: {
    title: 'Connecteur (dongle) non détecté',
    intro:
      'Le portail affiche « aucun connecteur détecté » quand le connecteur USB est absent ou non reconnu.',
    steps: [
      'Brancher le connecteur directement sur l’ordinateur, sans hub.',
      'Utiliser le câble USB d’origine ; les câbles de charge seule ne transmettent pas de données.',
      'Attendre que la LED du connecteur soit verte fixe, puis réessayer.',
      'Sous Linux, vérifier que l’utilisateur peut ouvrir les périphériques série (groupe dialout).',
      'Si le portail propose une mise à jour du firmware du connecteur, la faire avant de connecter un vélo.',
    ],
  },
  bootloaderRescue: {
    title: 'Un composant est bloqué dans le bootloader : récupération',
    intro:
      'Un composant dont la mise à jour du firmware a été interrompue démarre dans son bootloader et affiche la tâche « dans le bootloader ». Le vélo n’assiste plus jusqu’à sa récupération.',
    steps: [
      'Brancher le chargeur ou vérifier que la batterie est au-dessus de {charge}.',
      'Ouvrir l’espace de travail et choisir Récupération du bootloader sur la tâche.',
      'Le portail télécharge l’image de récupération signée et le System Bridge l’écrit ; ne pas débrancher.',
      'Après la récupération, faire la mise à jour normale du firmware vers la dernière version.',
    ],
  },
  firmwareUpdateFailed: {
    title: 'Mise à jour du firmware échouée ou interrompue',
    intro:
      'Les mises à jour sont vérifiées avant et après l’écriture : une mise à jour interrompue ne rend jamais le vélo inutilisable.',
    steps: [
      'Vérifier la charge de la batterie (au moins {charge}) et laisser le chargeur branché pendant la mise à jour.',
      'Ne pas utiliser les boutons du vélo pendant la mise à jour.',
      'Relancer la mise à jour depuis la tâche de l’espace de travail.',
      'Si le composant démarre maintenant dans son bootloader, suivre l’article sur la récupération du bootloader.',
      'Si le portail indique « Source du fichier de mise à jour non valide », l’image a échoué au contrôle de signature : recharger la page et réessayer ; le signaler si cela persiste.',
    ],
  },
};
