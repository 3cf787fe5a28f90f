// The stylesheets an install adds to its skin (spec 7 layout and custom CSS): linked in the page's
// head by URL, whose version query changes with the text, so a changed sheet is fetched again and an
// unchanged one comes from the cache. They stay the last stylesheets of the head (layout, then
// custom): a remote's own CSS linked later must not win over them.

export type PortalStylesheet = 'layout' | 'custom';

const order: readonly PortalStylesheet[] = ['layout', 'custom'];
const marker = 'data-portal-stylesheet';

function linkOf(head: HTMLHeadElement, id: PortalStylesheet): HTMLLinkElement | null {
  return head.querySelector<HTMLLinkElement>(`link[${marker}="${id}"]`);
}

/** Moves the install's sheets behind anything added after them, in their order. */
function keepLast(head: HTMLHeadElement): void {
  const links = order.flatMap((id) => linkOf(head, id) ?? []);
  const tail = [...head.children].slice(-links.length);
  if (links.length > 0 && links.some((link, i) => tail[i] !== link))
    for (const link of links) head.append(link);
}

const watched = new WeakSet<HTMLHeadElement>();

function watch(head: HTMLHeadElement): void {
  if (watched.has(head)) return;
  watched.add(head);
  new MutationObserver(() => keepLast(head)).observe(head, { childList: true });
}

/** Links (or with no URL removes) one of the install's stylesheets; the same URL again changes nothing. */
export function applyStylesheet(id: PortalStylesheet, href: string | null | undefined, doc = document): void {
  const head = doc.head;
  const current = linkOf(head, id);
  if (!href) {
    current?.remove();
    return;
  }
  if (current?.getAttribute('href') === href) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.setAttribute(marker, id);
  // The new version takes over once it loaded, so the page is never without either.
  if (current) {
    current.removeAttribute(marker);
    const drop = () => current.remove();
    link.addEventListener('load', drop, { once: true });
    link.addEventListener('error', drop, { once: true });
  }
  head.append(link);
  keepLast(head);
  watch(head);
}
