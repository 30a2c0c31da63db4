import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '../ui/theme/fonts';
import { themeClass } from '../ui/theme/theme.css';
import './global.css';
import { App } from './App';

document.documentElement.classList.add(themeClass);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}
