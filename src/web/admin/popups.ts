import Swal from 'sweetalert2';

/** Success popups close after 2000 ms (docs/product.md, Screen feedback). */
export const SUCCESS_POPUP_MS = 2000;

/** Brand red for the confirm button (docs/product.md, Look and words: primary buttons red). */
const BRAND = '#c8102e';

/** A success popup (docs/product.md, Screen feedback) that closes itself after 2 s. */
export function popupSuccess(title: string, text?: string): Promise<unknown> {
  return Swal.fire({ icon: 'success', title, text, timer: SUCCESS_POPUP_MS, confirmButtonColor: BRAND });
}

/** The 'Error' popup with the server's message (docs/product.md, Screen feedback). */
export function popupError(message: string, title = 'Error'): Promise<unknown> {
  return Swal.fire({ icon: 'error', title, text: message, confirmButtonColor: BRAND });
}

/** The loading popup shown while a save runs; closed by the success or error popup that follows. */
export function popupLoading(title = 'Saving…'): void {
  void Swal.fire({ title, allowOutsideClick: false, allowEscapeKey: false, didOpen: () => Swal.showLoading() });
}

/** Asks before every delete (docs/product.md, Screen feedback); true when the editor confirms. */
export async function confirmDelete(what: string): Promise<boolean> {
  const answer = await Swal.fire({
    icon: 'warning',
    title: `Delete ${what}?`,
    text: 'This cannot be undone.',
    showCancelButton: true,
    confirmButtonText: 'Delete',
    cancelButtonText: 'Cancel',
    confirmButtonColor: BRAND,
    focusCancel: true,
  });
  return answer.isConfirmed;
}

/** A refusal the editor must acknowledge, such as 'You cannot exceed 3000 words.' (docs/product.md, News form). */
export function popupWarning(title: string): Promise<unknown> {
  return Swal.fire({ icon: 'warning', title, confirmButtonColor: BRAND });
}

/** Asks before an action that changes what readers see (a restore); true when the editor confirms. */
export async function confirmAction(title: string, text: string, confirmButtonText: string): Promise<boolean> {
  const answer = await Swal.fire({
    icon: 'question',
    title,
    text,
    showCancelButton: true,
    confirmButtonText,
    cancelButtonText: 'Cancel',
    confirmButtonColor: BRAND,
    focusCancel: true,
  });
  return answer.isConfirmed;
}
