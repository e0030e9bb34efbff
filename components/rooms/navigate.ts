// Rooms are exported once under a placeholder id and reached through a Hosting rewrite, so
// there is no prerendered page for the client router to fetch: open them with a full load.
export function openPage(href: string, replace = false): void {
  if (replace) window.location.replace(href);
  else window.location.assign(href);
}
