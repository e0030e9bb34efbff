/** Loads the page again (its own module, so that a test can see a reload asked for). */
export function reloadPage(): void {
  window.location.reload();
}
