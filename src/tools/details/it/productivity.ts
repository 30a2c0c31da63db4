import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the productivity tools in Italian; tags are comma-separated.
export default {
  'calculator.description': 'Una calcolatrice con le quattro operazioni, tasti di memoria, supporto della tastiera e risultati decimali precisi.',
  'calculator.tags': 'matematica, aritmetica, memoria, tastiera, calcolatrice',
  'unit-converter.description': 'Converti con esattezza unità di lunghezza, massa, temperatura, area, volume, velocità, tempo, dati, energia e pressione.',
  'unit-converter.tags': 'unità, sistema metrico, sistema imperiale, conversione',
  'percentage.description': 'Calcola l’X% di Y, che percentuale è X di Y e la variazione percentuale tra due valori.',
  'percentage.tags': 'matematica, percentuale, variazione, sconto',
  'age-calculator.description': 'Trova un’età esatta in anni, mesi e giorni, il giorno della settimana in cui sei nato e i giorni al prossimo compleanno.',
  'age-calculator.tags': 'data, compleanno, età, data di nascita',
  'bmi-calculator.description': 'Calcola l’indice di massa corporea in unità metriche o statunitensi con la categoria OMS e un intervallo di peso sano.',
  'bmi-calculator.tags': 'salute, corpo, peso, imc, oms',
  'tip-calculator.description': 'Calcola la mancia su un conto, dividila tra amici e arrotonda, con calcoli esatti nella tua valuta.',
  'tip-calculator.tags': 'mancia, dividere, conto, ristorante',
  'discount-calculator.description': 'Calcola un prezzo scontato da una percentuale o un importo, aggiungi un secondo sconto e applica l’IVA prima o dopo.',
  'discount-calculator.tags': 'sconto, saldi, prezzo, iva',
  'date-calculator.description': 'Conta anni, mesi, giorni e giorni lavorativi tra due date, oppure aggiungi e sottrai giorni, settimane, mesi o giorni lavorativi.',
  'date-calculator.tags': 'data, giorni tra date, giorni lavorativi, calendario',
  'loan-calculator.description': 'Calcola la rata di un prestito, gli interessi totali e il piano di ammortamento completo al centesimo, e vedi quanto fa risparmiare un pagamento extra.',
  'loan-calculator.tags': 'prestito, mutuo, ammortamento, interessi, rata',
  'random-generator.description': 'Estrai numeri casuali in un intervallo, lancia dadi e monete, scegli vincitori da un elenco o mescolalo, in modo equo e privato.',
  'random-generator.tags': 'casuale, dadi, moneta, sorteggio, mescolare',
  'time-zone-converter.description': 'Converti un orario tra fusi orari, ora legale inclusa, e trova gli orari di riunione adatti a tutti.',
  'time-zone-converter.tags': 'fuso orario, orologio mondiale, pianificare riunioni, UTC',
  'stopwatch-timer.description': 'Un cronometro con tempi sul giro e intermedi, un timer con avviso e cicli Pomodoro di lavoro e pausa, preciso anche in una scheda in background.',
  'stopwatch-timer.tags': 'cronometro, timer, conto alla rovescia, pomodoro',
} satisfies DetailMessages<'productivity'>;
