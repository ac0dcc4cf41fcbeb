import { useSelector } from 'react-redux';
import { teacherSessionMessages } from '../../config/messages/sessions';
import { selectCurrentUser } from '../auth';
import { Callout } from '../../ui/content';
import { MyConsents } from './MyConsents';

/**
 * docs/product.md §10.3: a teacher whose `charter_compliance` is false sees the charte with « J’accepte la
 * charte » on their pages, and cannot start a session before accepting (the server refuses it too).
 */
export function CharterBanner() {
  const user = useSelector(selectCurrentUser);
  if (user?.role !== 'enseignant' || user.charter_compliance !== false) return null;
  return (
    <Callout $tone="warning" role="region" aria-label={teacherSessionMessages.charterTitle}>
      <h2>{teacherSessionMessages.charterTitle}</h2>
      <p>{teacherSessionMessages.charterLead}</p>
      <MyConsents only="charte" />
    </Callout>
  );
}
