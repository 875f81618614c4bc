import { createRoot } from 'react-dom/client';
import { App } from './app';
import './styles/cp.css';

createRoot(document.getElementById('root')!).render(<App />);
