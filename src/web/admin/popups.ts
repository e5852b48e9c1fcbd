import Swal from 'sweetalert2';

/** Spec §9: success popups close after 2000 ms. */
export const SUCCESS_POPUP_MS = 2000;

/** Brand red for the confirm button (VISUAL.md: primary buttons red). */
const BRAND = '#c8102e';

/** A success popup (spec §8) that closes itself after 2 s. */
export function popupSuccess(title: string, text?: string): Promise<unknown> {
  return Swal.fire({ icon: 'success', title, text, timer: SUCCESS_POPUP_MS, confirmButtonColor: BRAND });
}

/** The 'Error' popup of spec §8 with the server's message. */
export function popupError(message: string, title = 'Error'): Promise<unknown> {
  return Swal.fire({ icon: 'error', title, text: message, confirmButtonColor: BRAND });
}

/** The loading popup shown while a save runs; closed by the success or error popup that follows. */
export function popupLoading(title = 'Saving…'): void {
  void Swal.fire({ title, allowOutsideClick: false, allowEscapeKey: false, didOpen: () => Swal.showLoading() });
}

/** Asks before every delete (issue 9 'Quality'); true when the editor confirms. */
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

/** A refusal the editor must acknowledge, such as spec §5's 'You cannot exceed 3000 words.'. */
export function popupWarning(title: string): Promise<unknown> {
  return Swal.fire({ icon: 'warning', title, confirmButtonColor: BRAND });
}
