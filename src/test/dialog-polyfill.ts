/**
 * jsdom 29 has no modal dialogs (no showModal/close). This stands in for the part the panel
 * relies on: open/close, the `close` event, and Escape firing a cancelable `cancel` that closes
 * the dialog unless prevented. Inertness and the top layer are the browser's: see the e2e spec.
 */
export function polyfillDialog(): void {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.open = false;
      // Browsers fire `close` a task later, not inside close().
      setTimeout(() => this.dispatchEvent(new Event('close')));
    },
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const dialog = [...document.querySelectorAll('dialog')].findLast((element) => element.open);
    if (!dialog) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (dialog.dispatchEvent(cancel)) dialog.close();
  });
}
