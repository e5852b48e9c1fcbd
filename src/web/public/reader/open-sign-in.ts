/**
 * Opens the header's sign-in dialog (SignInDialog.island.tsx) for a press that needs a reader:
 * focusing its link wakes the island, whose hydrator holds the click and replays it. Without the
 * link (or if the island fails) the click follows it to /signin.
 */
export function openSignIn(): void {
  const link = document.querySelector<HTMLAnchorElement>('[data-reader-slot] a[href="/signin"]');
  if (!link) {
    window.location.assign('/signin');
    return;
  }
  link.focus();
  link.click();
}
