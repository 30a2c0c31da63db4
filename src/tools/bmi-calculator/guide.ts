import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Metric or US Units', text: 'Centimeters and kilograms, or feet, inches and pounds; switching converts what you entered.' },
    { title: 'WHO Categories', text: 'Underweight below 18.5, normal 18.5–24.9, overweight 25–29.9, and obesity classes I, II and III from 30, 35 and 40.' },
    { title: 'Healthy Weight Range', text: 'The weights that give a BMI of 18.5 to 24.9 at your height, and how far you are from them.' },
    { title: 'Private', text: 'Your measurements stay in this page: nothing is sent or stored; only the unit choice is remembered.' },
  ],
  steps: [
    { title: 'Choose units', text: 'Metric (cm, kg) or US (ft, in, lb).' },
    { title: 'Enter height and weight', text: 'The BMI updates as you type, to one decimal.' },
    { title: 'Read the category', text: 'The WHO adult class is shown with the table of all classes.' },
    { title: 'Keep it in context', text: 'BMI is a screening figure for adults. It does not apply to children and teens, athletes or pregnancy; ask a health professional.' },
  ],
};
