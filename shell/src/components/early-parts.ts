import { earlyFrameId, earlyLoginId } from '@portal/contracts/frontend';

// A page may come with a part the server drew before the app's root, which it hides: the logged-out
// page's login form (ADR 0030) or a logged-in page's frame (ADR 0032). Whichever page the app shows
// first ends them, before the browser paints it.

/** Removes what the server drew and shows the app's root. */
export function endEarlyParts(): void {
  for (const id of [earlyLoginId, earlyFrameId]) document.getElementById(id)?.remove();
  const root = document.getElementById('root');
  if (root) root.hidden = false;
}
