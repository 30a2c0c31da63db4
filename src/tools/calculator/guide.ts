import type { ToolGuide } from '../guide';

// The spec's info cards promised memory and keyboard support; both exist now, so they can say so.
export const guide: ToolGuide = {
  features: [
    { title: 'Memory Keys', text: 'MC clears the memory, MR recalls it, M+ adds the display to it and M− subtracts it. C leaves the memory alone.' },
    { title: 'Keyboard Support', text: 'Type digits, . and + - * /; Enter or = for the result, Backspace to delete a digit, Esc or C to clear.' },
    { title: 'Precise Decimals', text: 'Results are rounded to 15 significant digits, so 0.1 + 0.2 shows 0.3, and dividing by zero says so instead of showing Infinity.' },
    { title: 'History', text: 'Your last 10 calculations stay on the page; press one to carry its result on. Nothing is stored or sent anywhere.' },
  ],
  steps: [
    { title: 'Enter a number', text: 'Press the digit keys or type on your keyboard (up to 15 digits). ± changes the sign.' },
    { title: 'Choose an operation', text: 'Press +, −, × or ÷. The pending operation is shown above the number; pressing another operator straight away replaces it.' },
    { title: 'Get the result', text: 'Press = or Enter. Chains like 5 + 3 × 2 are worked out left to right, as on a hand-held calculator.' },
    { title: 'Reuse it', text: 'Copy the result, keep it with M+, or pick an earlier result from the history.' },
  ],
};
