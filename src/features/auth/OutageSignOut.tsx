import { useDispatch } from 'react-redux';
import { commonMessages } from '../../config/messages/common';
import { Button } from '../../ui/buttons';
import { signOutRequested } from './authSlice';

/**
 * While the profile waits for a service that does not answer, the menu has no "Déconnexion" yet
 * (nobody is signed in until the profile arrives). Someone on a shared computer must still be able
 * to leave: this is the same sign-out as the menu's.
 */
export function OutageSignOut() {
  // A plain action: react-redux's own `useDispatch` is enough, and features do not import the app.
  const dispatch = useDispatch();
  return (
    <Button type="button" $variant="secondary" onClick={() => dispatch(signOutRequested())}>
      {commonMessages.signOut}
    </Button>
  );
}
