import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the productivity tools in Spanish; tags are comma-separated.
export default {
  'calculator.description': 'Una calculadora de cuatro operaciones con teclas de memoria, uso con teclado y resultados decimales precisos.',
  'calculator.tags': 'matemáticas, aritmética, memoria, teclado, calculadora',
  'unit-converter.description': 'Convierte con exactitud unidades de longitud, masa, temperatura, superficie, volumen, velocidad, tiempo, datos, energía y presión.',
  'unit-converter.tags': 'unidades, métrico, imperial, conversión',
  'percentage.description': 'Calcula el X % de Y, qué porcentaje es X de Y y la variación porcentual entre dos valores.',
  'percentage.tags': 'matemáticas, porcentaje, variación, descuento',
  'age-calculator.description': 'Calcula una edad exacta en años, meses y días, el día de la semana en que naciste y los días que faltan para tu cumpleaños.',
  'age-calculator.tags': 'fecha, cumpleaños, edad',
  'bmi-calculator.description': 'Calcula el índice de masa corporal en unidades métricas o estadounidenses, con la categoría de la OMS y un rango de peso saludable.',
  'bmi-calculator.tags': 'salud, cuerpo, peso, imc, oms',
  'tip-calculator.description': 'Calcula la propina de una cuenta, divídela entre amigos y redondea hacia arriba, con cálculos exactos en tu moneda.',
  'tip-calculator.tags': 'propina, dividir, cuenta, restaurante',
  'discount-calculator.description': 'Calcula el precio rebajado a partir de un porcentaje o importe de descuento, acumula un segundo descuento y añade impuestos antes o después.',
  'discount-calculator.tags': 'descuento, rebaja, precio, impuesto, iva',
  'date-calculator.description': 'Cuenta los años, meses, días y días hábiles entre dos fechas, o suma y resta días, semanas, meses o días hábiles.',
  'date-calculator.tags': 'fecha, días entre fechas, días hábiles, calendario',
  'loan-calculator.description': 'Calcula la cuota de un préstamo, los intereses totales y el cuadro de amortización completo al céntimo, y mira cuánto ahorra un pago extra.',
  'loan-calculator.tags': 'préstamo, hipoteca, amortización, intereses, crédito',
  'random-generator.description': 'Saca números aleatorios en un rango, tira dados, lanza monedas, elige ganadores de una lista o barájala, de forma justa y privada.',
  'random-generator.tags': 'aleatorio, dados, moneda, sorteo, barajar',
  'time-zone-converter.description': 'Convierte una hora entre zonas horarias, con el horario de verano incluido, y encuentra horas de reunión que vengan bien a todos.',
  'time-zone-converter.tags': 'zona horaria, reloj mundial, planificador de reuniones, UTC',
  'stopwatch-timer.description': 'Un cronómetro con vueltas y tiempos parciales, un temporizador con alarma y ciclos Pomodoro de trabajo y descanso, precisos incluso en una pestaña en segundo plano.',
  'stopwatch-timer.tags': 'cronómetro, temporizador, cuenta atrás, pomodoro',
} satisfies DetailMessages<'productivity'>;
