import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The smallest React app Vite can build: the bundle-size floor the app is compared with.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <h1>Hello, world</h1>
    </StrictMode>,
  );
}
