import type { readerMessages } from '../../../shared/messages/reader';
import type { IslandWords } from '../island-words';

/**
 * Which of the reader catalogue's words each reader island is sent (`islandWords` on the server):
 * only those it shows, so the header's sign-in dialog on every page carries a few dozen, not all.
 */
type ReaderWord = keyof typeof readerMessages;

const words = <const K extends readonly ReaderWord[]>(...keys: K) => keys;

/** The email and code steps, and the signed-in line after them (components/SignInSteps.tsx). */
export const SIGN_IN_STEP_WORDS = words(
  'email',
  'sendCode',
  'sending',
  'newHere',
  'register',
  'signIn',
  'signingIn',
  'codeLabel',
  'sentTo',
  'resendCode',
  'resendCodeIn',
  'otherEmail',
  'signedInAs',
  'yourAccount',
  'backHome',
  'signOut',
);
export type SignInStepWords = IslandWords<(typeof SIGN_IN_STEP_WORDS)[number]>;

export const SIGN_IN_DIALOG_WORDS = words(...SIGN_IN_STEP_WORDS, 'signInTitle', 'close');
export const SIGN_IN_FORM_WORDS = words(...SIGN_IN_STEP_WORDS, 'loading', 'linkFinish', 'linkSignInAs');
export const REGISTER_FORM_WORDS = words(
  ...SIGN_IN_STEP_WORDS,
  'loading',
  'name',
  'locationOptional',
  'mailLanguage',
  'alreadyRegistered',
);

/** 'Your comments' on /account (components/OwnComments.tsx). */
export const OWN_COMMENTS_WORDS = words(
  'loading',
  'commentOn',
  'replyOn',
  'articleGone',
  'statusVisible',
  'statusPending',
  'statusHidden',
  'edited',
  'likes',
  'noComments',
  'commentsList',
  'showMore',
);
export type OwnCommentsWords = IslandWords<(typeof OWN_COMMENTS_WORDS)[number]>;

export const ACCOUNT_PANEL_WORDS = words(
  ...OWN_COMMENTS_WORDS,
  'signIn',
  'register',
  'name',
  'locationOptional',
  'mailLanguage',
  'emailLabel',
  'replyMail',
  'save',
  'saving',
  'saved',
  'notSignedIn',
  'banned',
  'suspended',
  'suspendedUntil',
  'yourComments',
  'yourData',
  'yourDataText',
  'downloadData',
  'preparing',
  'signOutSection',
  'signOut',
  'signOutEverywhere',
  'signingOut',
  'signedOutHere',
  'deleteSection',
  'deleteAccount',
  'deleteConfirm',
  'deleteConfirmText',
  'removeComments',
  'keepComments',
  'deleting',
  'cancel',
);

export const UNSUBSCRIBE_WORDS = words(
  'loading',
  'unsubscribeIntro',
  'unsubscribe',
  'unsubscribing',
  'unsubscribeAgain',
  'unsubscribeIncomplete',
  'yourAccount',
);
