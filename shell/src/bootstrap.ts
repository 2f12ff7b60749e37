// Starts the shell in three tasks instead of one: React's own set-up, then the shell's code (layout,
// platform, design system), then the first render and the page's MFE. On a phone each step is tens
// of milliseconds; in one task they kept the page from answering a tap for well over a hundred.

/** A later task of the event loop (the platform's nextTask is part of what loads in the second step). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function main() {
  await Promise.all([import(/* webpackMode: "eager" */ 'react-dom/client'), import(/* webpackMode: "eager" */ 'styled-components')]);
  await nextTask();
  const { startShell } = await import(/* webpackMode: "eager" */ './startShell');
  await nextTask();
  await startShell();
}

main().catch((error) => console.error('[zaalplek] shell failed to start', error));

export {}; // a module: index.ts imports it
