import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the productivity tools in French; tags are comma-separated.
export default {
  'calculator.description': 'Une calculatrice à quatre opérations avec touches mémoire, prise en charge du clavier et résultats décimaux précis.',
  'calculator.tags': 'calcul, arithmétique, mémoire, clavier, calculette',
  'unit-converter.description': 'Convertissez exactement les unités de longueur, masse, température, surface, volume, vitesse, temps, données, énergie et pression.',
  'unit-converter.tags': 'unités, métrique, impérial, conversion',
  'percentage.description': 'Calculez X % de Y, quel pourcentage X représente de Y, et la variation en pourcentage entre deux valeurs.',
  'percentage.tags': 'calcul, pourcentage, variation, remise',
  'age-calculator.description': 'Trouvez un âge exact en années, mois et jours, le jour de la semaine de votre naissance et les jours jusqu’au prochain anniversaire.',
  'age-calculator.tags': 'date, anniversaire, âge, naissance',
  'bmi-calculator.description': 'Calculez l’indice de masse corporelle en unités métriques ou américaines, avec la catégorie de l’OMS et une plage de poids santé.',
  'bmi-calculator.tags': 'santé, imc, corps, poids, oms',
  'tip-calculator.description': 'Calculez le pourboire sur une addition, partagez-la entre amis et arrondissez, avec des calculs monétaires exacts dans votre devise.',
  'tip-calculator.tags': 'pourboire, partager, addition, restaurant',
  'discount-calculator.description': 'Calculez un prix soldé à partir d’un pourcentage ou d’un montant de remise, cumulez une deuxième remise et ajoutez la taxe avant ou après.',
  'discount-calculator.tags': 'remise, soldes, prix, taxe, réduction',
  'date-calculator.description': 'Comptez les années, mois, jours et jours ouvrés entre deux dates, ou ajoutez et soustrayez des jours, semaines, mois ou jours ouvrés.',
  'date-calculator.tags': 'date, jours entre deux dates, jours ouvrés, calendrier',
  'loan-calculator.description': 'Calculez la mensualité d’un prêt, le total des intérêts et le tableau d’amortissement complet au centime près, et voyez ce qu’un remboursement anticipé fait économiser.',
  'loan-calculator.tags': 'prêt, crédit immobilier, amortissement, intérêts, mensualité',
  'random-generator.description': 'Tirez des nombres au hasard dans un intervalle, lancez des dés, jouez à pile ou face, tirez des gagnants d’une liste ou mélangez-la, équitablement et en toute confidentialité.',
  'random-generator.tags': 'aléatoire, dés, pile ou face, tirage au sort, mélanger',
  'time-zone-converter.description': 'Convertissez une heure entre fuseaux horaires, heure d’été comprise, et trouvez des horaires de réunion qui conviennent à tous.',
  'time-zone-converter.tags': 'fuseau horaire, horloge mondiale, planificateur de réunion, UTC',
  'stopwatch-timer.description': 'Un chronomètre avec tours et temps intermédiaires, un minuteur avec alerte et des cycles Pomodoro de travail et de pause, précis même dans un onglet en arrière-plan.',
  'stopwatch-timer.tags': 'chronomètre, minuteur, compte à rebours, pomodoro',
} satisfies DetailMessages<'productivity'>;
