// Aide sur les codes d’erreur, en français.
import type { ErrorCodeTexts } from './error-code-texts.ts';

export const fr: ErrorCodeTexts = {
  headings: {
    level: 'Niveau de danger :',
    levels: { low: 'Faible', medium: 'Moyen', high: 'Élevé' },
    meaning: 'Ce que signifie le code',
    rider: 'Ce que le cycliste peut faire',
    mechanic: 'Ce que fait le mécanicien',
  },
  codes: {
    '0x0101': {
      title: 'Surchauffe du moteur',
      cause:
        'L’unité motrice a mesuré une température de bobinage au-dessus de sa limite et a réduit ou coupé l’assistance pour se protéger. Typique après de longues montées chargées dans un niveau d’assistance élevé, ou par forte chaleur.',
      rider: [
        'S’arrêter ou continuer sans assistance et laisser refroidir le moteur 15 à 30 minutes.',
        'Dans les longues montées, choisir un niveau d’assistance plus bas et un braquet plus léger.',
        'Si le code revient sur des trajets courts et plats, apporter le vélo à votre revendeur.',
      ],
      mechanic: [
        'Lire l’historique des erreurs dans le portail : un 0x0101 répété sur des trajets courts indique une panne, pas une charge.',
        'Vérifier que les aérations et les ailettes de refroidissement du carter ne sont pas bouchées par la boue ; les nettoyer.',
        'Contrôler la ligne de chaîne et les frottements de la transmission (une chaîne ou un frein qui frotte augmente la charge du moteur).',
        'Mettre à jour le firmware de l’unité motrice si le portail propose une version plus récente ; elle contient des limites thermiques révisées.',
        'Si le code persiste moteur froid, lancer le diagnostic des capteurs et ouvrir un dossier avec l’instantané du diagnostic.',
      ],
    },
    '0x0102': {
      title: 'Court-circuit d’une phase du moteur',
      cause:
        'Le contrôleur a détecté un court-circuit entre les phases du moteur ou entre une phase et le cadre. L’assistance est coupée immédiatement.',
      rider: [
        'Éteindre le système et ne pas rouler avec assistance.',
        'Ne pas ouvrir l’unité motrice ni les caches de câbles.',
        'Apporter le vélo à votre revendeur ; il peut rentrer sans assistance.',
      ],
      mechanic: [
        'Débrancher la batterie avant toute intervention.',
        'Inspecter le câble et le connecteur du moteur : isolant pincé, entrée d’eau, corrosion.',
        'Mesurer la résistance entre phases (égale à 5 % près) et l’isolement entre phase et carter.',
        'Si une phase est en court-circuit dans l’unité motrice, remplacer l’unité et enregistrer le remplacement comme remplacement de pièce ; le portail enregistre le nouveau numéro de série.',
        'Ouvrir un dossier post_bundle si l’unité de remplacement n’est pas encore enregistrée sur le vélo.',
      ],
    },
    '0x0201': {
      title: 'Surtension d’une cellule de batterie',
      cause:
        'Le système de gestion de la batterie a mesuré une tension de cellule au-dessus du maximum sûr, généralement pendant la charge, et a ouvert le circuit de charge.',
      rider: [
        'Débrancher immédiatement le chargeur et éloigner la batterie de tout matériau inflammable.',
        'Utiliser uniquement le chargeur fourni avec le vélo.',
        'Ne pas recharger la batterie ; apporter le vélo, la batterie et le chargeur à votre revendeur.',
      ],
      mechanic: [
        'Comparer le modèle et la tension de sortie du chargeur avec la spécification de la batterie ; un mauvais chargeur est la cause la plus fréquente.',
        'Lire les informations de la batterie dans le portail (tensions des cellules, nombre de cycles).',
        'Si un groupe de cellules est haut et les autres normaux, la batterie est défectueuse : la remplacer et stocker la batterie déposée en lieu sûr pour le retour.',
        'Mettre à jour le firmware de la batterie quand le portail le propose.',
        'Enregistrer le remplacement et ajouter une entrée au carnet d’entretien pour la demande de garantie.',
      ],
    },
    '0x0202': {
      title: 'Température de batterie hors plage',
      cause:
        'La batterie est trop froide ou trop chaude pour être chargée ou déchargée en sécurité. La charge est permise de 0 °C à 40 °C, la conduite de −10 °C à 50 °C.',
      rider: [
        'Laisser la batterie revenir à température ambiante (à l’intérieur, loin d’un radiateur) avant de la charger.',
        'Ne pas laisser le vélo en plein soleil ni dans une voiture chaude.',
        'Si le code apparaît à des températures normales, consulter votre revendeur.',
      ],
      mechanic: [
        'Comparer la température de batterie affichée dans le portail avec celle de la pièce.',
        'Une valeur très éloignée de l’ambiante indique un capteur de température défectueux : remplacer la batterie.',
        'Contrôler les contacts et le support de la batterie : une corrosion peut chauffer sous charge.',
      ],
    },
    '0x0301': {
      title: 'Signal du capteur de couple incohérent',
      cause:
        'Le signal du capteur de couple ne correspond pas au pédalage (par exemple du couple sans cadence). L’assistance est réduite jusqu’à ce que le signal redevienne plausible.',
      rider: [
        'Éteindre et rallumer le système sans appuyer sur les pédales.',
        'Si l’assistance reste faible ou saccadée, rouler sans assistance et consulter votre revendeur.',
      ],
      mechanic: [
        'Lancer le diagnostic des capteurs dans le portail avec le poids étalonné : la valeur de couple doit rester dans la tolérance de la référence.',
        'Vérifier le serrage des manivelles et l’absence de jeu dans le boîtier de pédalier.',
        'Contrôler le connecteur du capteur sous le capot de l’unité motrice.',
        'Si le diagnostic échoue, remplacer le capteur de couple (ou l’unité motrice s’il y est intégré).',
      ],
    },
    '0x0302': {
      title: 'Dérive du zéro du capteur de couple',
      cause:
        'Le capteur de couple mesure une force alors que personne ne pédale. Le système compense, mais l’assistance peut démarrer tard ou sembler irrégulière.',
      rider: [
        'Toujours allumer le vélo sans les pieds sur les pédales ; le capteur fixe son zéro à la mise sous tension.',
        'Si le message revient souvent, le signaler lors du prochain entretien.',
      ],
      mechanic: [
        'Redémarrer le système manivelles libres et lire la valeur de couple dans le diagnostic des capteurs (proche de 0 Nm).',
        'Mettre à jour le firmware de l’unité motrice ; les versions récentes recalent le zéro de façon plus fiable.',
        'Si le décalage dépasse la tolérance, remplacer le capteur de couple.',
      ],
    },
    '0x0401': {
      title: 'Signal du capteur de vitesse absent',
      cause:
        'Aucune impulsion n’arrive du capteur de vitesse de roue pendant l’assistance. Sans signal de vitesse, le système ne peut pas respecter la vitesse maximale et cesse d’assister.',
      rider: [
        'Vérifier que l’aimant de rayon (ou de disque de frein) est en place et passe près du capteur.',
        'Nettoyer la boue du capteur et de l’aimant.',
        'Si le code persiste, consulter votre revendeur.',
      ],
      mechanic: [
        'Régler l’écart entre aimant et capteur entre 5 et 15 mm.',
        'Lancer le diagnostic du capteur de vitesse sur un rouleau : la vitesse mesurée doit correspondre à la référence du rouleau.',
        'Vérifier la circonférence de roue réglée dans le portail ; une mauvaise valeur fausse la vitesse mais ne donne pas ce code.',
        'Remplacer le capteur ou son câble si aucune impulsion n’est mesurée.',
      ],
    },
    '0x0501': {
      title: 'Délai de communication de l’écran dépassé',
      cause:
        'L’écran n’a pas reçu de réponse du contrôleur à temps. Souvent un connecteur desserré, parfois de l’humidité dans la fiche de l’écran.',
      rider: [
        'Éteindre et rallumer le système.',
        'Vérifier que l’écran est bien en place dans son support.',
        'Si le code revient, consulter votre revendeur.',
      ],
      mechanic: [
        'Inspecter le connecteur de l’écran et le câble le long du cintre : dommages, humidité.',
        'Lancer le diagnostic IHM dans le portail (test des boutons et de l’écran).',
        'Mettre à jour le firmware de l’écran et, si proposés, ses cadres de polices et d’icônes.',
        'Remplacer l’écran si les erreurs de communication continuent avec un câble en bon état.',
      ],
    },
    '0x0601': {
      title: 'Surintensité du contrôleur',
      cause:
        'Le contrôleur a mesuré un courant au-dessus de sa limite et a coupé le moteur par protection. Causes : moteur bloqué, câble moteur endommagé ou contrôleur défaillant.',
      rider: [
        'Cesser de rouler avec assistance et éteindre le système.',
        'Vérifier que rien ne bloque la roue ou la transmission.',
        'Apporter le vélo à votre revendeur.',
      ],
      mechanic: [
        'Vérifier que la transmission tourne librement moteur débranché.',
        'Inspecter le câble moteur et les connecteurs du contrôleur : dommages, broches brûlées.',
        'Mesurer les phases du moteur (voir 0x0102).',
        'Mettre à jour le firmware du contrôleur si proposé ; sinon remplacer le contrôleur et enregistrer la nouvelle pièce.',
      ],
    },
    '0x0602': {
      title: 'Tension d’alimentation du contrôleur trop basse',
      cause:
        'La tension d’alimentation du contrôleur est passée sous son minimum, le plus souvent parce que la batterie est presque vide ou que ses contacts sont mauvais.',
      rider: [
        'Charger complètement la batterie.',
        'Retirer puis remettre la batterie jusqu’au déclic.',
        'Si le code apparaît batterie pleine, consulter votre revendeur.',
      ],
      mechanic: [
        'Lire l’état de charge et la tension de la batterie dans le portail, sous charge.',
        'Nettoyer les contacts de la batterie et vérifier le jeu du support.',
        'Contrôler le câble principal du support de batterie jusqu’au contrôleur.',
        'Si la tension s’effondre sous charge, tester ou remplacer la batterie.',
      ],
    },
    '0x0701': {
      title: 'Circuit ouvert de l’éclairage avant',
      cause:
        'Le contrôleur ne voit aucune charge sur la sortie de l’éclairage avant : la lampe est débranchée ou cassée.',
      rider: [
        'Vérifier si l’éclairage avant fonctionne ; ne pas rouler de nuit sans éclairage.',
        'Faire réparer la lampe ou son câble par votre revendeur.',
      ],
      mechanic: [
        'Contrôler le connecteur de l’éclairage côté contrôleur et côté lampe.',
        'Mesurer la continuité du câble.',
        'Remplacer la lampe ; vérifier ensuite les réglages d’éclairage (pilotable, état au démarrage) dans le portail.',
      ],
    },
    '0x0801': {
      title: 'Erreur de position du dérailleur',
      cause:
        'Le dérailleur électronique n’a pas atteint la position de vitesse demandée, par exemple après un choc ou avec une patte tordue.',
      rider: [
        'Si possible, passer une fois toutes les vitesses à l’arrêt, roue arrière soulevée.',
        'Après une chute, vérifier que le dérailleur n’a pas de dommage visible.',
        'Faire régler le dérailleur par votre revendeur.',
      ],
      mechanic: [
        'Contrôler et redresser la patte de dérailleur.',
        'Lancer l’étalonnage du dérailleur et mettre à jour son firmware si le portail propose une nouvelle version.',
        'Contrôler le câble et le raccordement à la batterie du dérailleur.',
        'Remplacer le dérailleur s’il ne peut pas être étalonné.',
      ],
    },
  },
};
