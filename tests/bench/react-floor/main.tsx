// React and its router alone, rendered on the client as the app's pages are: a heading and paragraphs of about the
// home page's length, no app code. tests/bench/react-floor-server.ts builds and serves it for Lighthouse.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

const PARAGRAPHS = Array.from(
  { length: 8 },
  (_, index) =>
    `Paragraph ${index + 1}: text of about the length of the home page's own, so the browser lays out and paints as much ` +
    'as it does there, with the same system fonts and no images, while the script that renders it is the framework alone.',
);

function Page() {
  return (
    <main>
      <h1>React alone</h1>
      {PARAGRAPHS.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <Link to="/">Home</Link>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root element');
createRoot(root).render(
  <BrowserRouter>
    <Routes>
      <Route path="*" element={<Page />} />
    </Routes>
  </BrowserRouter>,
);
