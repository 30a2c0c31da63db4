import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the productivity tools in English; tags are comma-separated.
export default {
  'calculator.description': 'A four-function calculator with memory keys, keyboard support and precise decimal results.',
  'calculator.tags': 'math, arithmetic, memory, keyboard',
  'unit-converter.description': 'Convert length, mass, temperature, area, volume, speed, time, data, energy and pressure units exactly.',
  'unit-converter.tags': 'units, metric, imperial, conversion',
  'percentage.description': 'Work out X% of Y, what percent X is of Y, and the percentage change between two values.',
  'percentage.tags': 'math, percent, change, discount',
  'age-calculator.description': 'Find an exact age in years, months and days, the weekday you were born and days to the next birthday.',
  'age-calculator.tags': 'date, birthday, age',
  'bmi-calculator.description': 'Calculate body mass index in metric or US units with the WHO category and a healthy weight range.',
  'bmi-calculator.tags': 'health, body, weight, who',
  'tip-calculator.description': 'Work out the tip on a bill, split it between friends and round up, with exact money math in your currency.',
  'tip-calculator.tags': 'tip, split, bill, restaurant',
  'discount-calculator.description': 'Work out a sale price from a percentage or amount off, stack a second discount and add sales tax before or after it.',
  'discount-calculator.tags': 'discount, sale, price, tax',
  'date-calculator.description': 'Count the years, months, days and business days between two dates, or add and subtract days, weeks, months or business days.',
  'date-calculator.tags': 'date, days between, business days, calendar',
  'loan-calculator.description': 'Work out a loan’s payment, total interest and full amortization schedule to the cent, and see what an extra payment saves.',
  'loan-calculator.tags': 'loan, mortgage, amortization, interest',
  'random-generator.description': 'Draw random numbers in a range, roll dice, flip coins, pick winners from a list or shuffle it, fairly and privately.',
  'random-generator.tags': 'random, dice, coin, shuffle',
  'time-zone-converter.description': 'Convert a time between time zones, daylight saving included, and find meeting hours that suit everyone.',
  'time-zone-converter.tags': 'time zone, world clock, meeting planner, UTC',
  'stopwatch-timer.description': 'A stopwatch with lap and split times, a countdown timer with an alert, and Pomodoro work and break cycles, accurate even in a background tab.',
  'stopwatch-timer.tags': 'stopwatch, timer, countdown, pomodoro',
} satisfies DetailMessages<'productivity'>;
