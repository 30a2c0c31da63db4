import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the productivity tools in German; tags are comma-separated.
export default {
  'calculator.description': 'Ein Rechner mit Grundrechenarten, Speichertasten, Tastaturbedienung und exakten Dezimalergebnissen.',
  'calculator.tags': 'Mathe, Rechnen, Speicher, Tastatur',
  'unit-converter.description': 'Rechnet Länge, Masse, Temperatur, Fläche, Volumen, Geschwindigkeit, Zeit, Daten, Energie und Druck exakt um.',
  'unit-converter.tags': 'Einheiten, metrisch, imperial, Umrechnung',
  'percentage.description': 'Berechnet X % von Y, wie viel Prozent X von Y ist und die prozentuale Veränderung zwischen zwei Werten.',
  'percentage.tags': 'Mathe, Prozent, Veränderung, Rabatt',
  'age-calculator.description': 'Ermittelt das genaue Alter in Jahren, Monaten und Tagen, den Wochentag der Geburt und die Tage bis zum nächsten Geburtstag.',
  'age-calculator.tags': 'Datum, Geburtstag, Alter',
  'bmi-calculator.description': 'Berechnet den Body-Mass-Index in metrischen oder US-Einheiten mit WHO-Kategorie und gesundem Gewichtsbereich.',
  'bmi-calculator.tags': 'Gesundheit, Körper, Gewicht, WHO',
  'tip-calculator.description': 'Berechnet das Trinkgeld einer Rechnung, teilt sie unter Freunden auf und rundet auf, centgenau in Ihrer Währung.',
  'tip-calculator.tags': 'Trinkgeld, teilen, Rechnung, Restaurant',
  'discount-calculator.description': 'Berechnet den reduzierten Preis aus Prozent oder Betrag, kombiniert einen zweiten Rabatt und rechnet die Umsatzsteuer vor oder nach dem Rabatt ein.',
  'discount-calculator.tags': 'Rabatt, Angebot, Preis, Steuer',
  'date-calculator.description': 'Zählt Jahre, Monate, Tage und Werktage zwischen zwei Daten oder addiert und subtrahiert Tage, Wochen, Monate und Werktage.',
  'date-calculator.tags': 'Datum, Tage zwischen, Werktage, Kalender',
  'loan-calculator.description': 'Berechnet Rate, Zinsen insgesamt und den vollständigen Tilgungsplan eines Kredits auf den Cent genau und zeigt, was eine Sondertilgung spart.',
  'loan-calculator.tags': 'Kredit, Hypothek, Tilgungsplan, Zinsen',
  'random-generator.description': 'Zieht Zufallszahlen aus einem Bereich, würfelt, wirft Münzen, lost Gewinner aus einer Liste aus oder mischt sie – fair und privat.',
  'random-generator.tags': 'Zufall, Würfel, Münze, mischen',
  'time-zone-converter.description': 'Zeigt Datum und Uhrzeit einer Zeitzone in vielen anderen, mit Sommerzeit, und findet Besprechungszeiten, die allen passen.',
  'time-zone-converter.tags': 'Zeitzone, Weltuhr, Besprechungsplaner, UTC',
  'stopwatch-timer.description': 'Eine Stoppuhr mit Runden- und Zwischenzeiten, ein Countdown-Timer mit Alarm und Pomodoro-Zyklen aus Arbeit und Pause – genau auch in einem Tab im Hintergrund.',
  'stopwatch-timer.tags': 'Stoppuhr, Timer, Countdown, Pomodoro',
} satisfies DetailMessages<'productivity'>;
