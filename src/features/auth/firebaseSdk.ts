/**
 * The Firebase calls the app makes, in one module that the identity wrapper imports lazily.
 * Named imports keep webpack's tree-shaking: only these functions end up in the chunk.
 */
import { initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
} from 'firebase/auth';

export function startFirebaseAuth(options: FirebaseOptions, emulatorUrl: string) {
  // No popup/redirect resolver: e-mail and password only, and a smaller bundle.
  const auth = initializeAuth(initializeApp(options), { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  auth.languageCode = 'fr';
  if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
  return auth;
}

export {
  EmailAuthProvider,
  reauthenticateWithCredential,
  updatePassword,
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
};
