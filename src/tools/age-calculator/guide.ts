import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Exact Age', text: 'Complete years, months and days, counted on calendar dates so time zones and clock changes never shift a day.' },
    { title: 'Totals', text: 'The same span as total months, weeks, days and hours (24 per calendar day).' },
    { title: 'Birthdays', text: 'Days until the next birthday, the age it brings, and the weekday you were born on.' },
    { title: 'Leap-Day Birthdays', text: 'Born on 29 February? In common years the birthday is counted on 28 February, for the age and the next birthday alike.' },
  ],
  steps: [
    { title: 'Enter the birth date', text: 'Type it segment by segment with the keyboard (arrow keys change a segment) or pick it from the calendar.' },
    { title: 'Choose the “as of” date', text: 'It starts at today. Pick any other date to see an age in the past or the future; Today brings it back.' },
    { title: 'Read the result', text: 'Years, months and days on top; totals, the next birthday and the weekday below. A birth date after the “as of” date is flagged.' },
    { title: 'Copy it', text: 'Copy age copies the years, months and days; Copy summary copies every figure as a plain-text table.' },
  ],
};
