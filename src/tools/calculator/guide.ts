import type { ToolGuide } from '../guide';

// The spec's info cards promised memory and keyboard support; both exist now, so they can say so.
export const guide: ToolGuide = {
  features: [
    { title: 'Scientific Mode', text: 'Type expressions such as (2+3)*4 or sin(30)^2 with parentheses, powers, roots, %, sin, cos, tan and their inverses (degrees or radians), log, ln, π and e; × and ÷ come before + and −.' },
    { title: 'Memory Keys', text: 'MC clears the memory, MR recalls it, M+ adds the display to it and M− subtracts it. C leaves the memory alone.' },
    { title: 'Keyboard Support', text: 'Type digits, . and + - * /; Enter or = for the result, Backspace to delete a digit, Esc or C to clear. In scientific mode, type in the Expression field and press Enter.' },
    { title: 'Precise Decimals', text: 'Results are rounded to 15 significant digits, so 0.1 + 0.2 shows 0.3; the scientific mode works in exact decimals. Dividing by zero or ln(0) says so instead of showing Infinity.' },
    { title: 'History', text: 'Your recent calculations stay on the page; press one to carry its result on, or edit a scientific expression again. Nothing is stored or sent anywhere.' },
  ],
  steps: [
    { title: 'Enter a number', text: 'Press the digit keys or type on your keyboard (up to 15 digits). ± changes the sign.' },
    { title: 'Choose an operation', text: 'Press +, −, × or ÷. The pending operation is shown above the number; pressing another operator straight away replaces it.' },
    { title: 'Get the result', text: 'Press = or Enter. In Basic mode, chains like 5 + 3 × 2 are worked out left to right, as on a hand-held calculator; switch Mode to Scientific for operator precedence.' },
    { title: 'Reuse it', text: 'Copy the result, keep it with M+, or pick an earlier result from the history.' },
  ],
};
