import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The smallest React app Vite can build: the bundle-size floor the app is compared with, and
// (rendering one <article>, which is what the first-card probe waits for) the time any React
// app needs before it can show anything.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <article>
        <h1>Hello, world</h1>
      </article>
    </StrictMode>,
  );
}
