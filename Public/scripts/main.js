import { App } from './components/App.js';

const root = document.querySelector('[data-app]');
if (root instanceof HTMLElement) App(root);
