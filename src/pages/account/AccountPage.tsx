import styled from 'styled-components';
import { useSelector } from 'react-redux';
import { accountMessages } from '../../config/messages/account';
import { accountRows, EmailState, NamesForm, PasswordForm } from '../../features/account';
import { selectCurrentUser } from '../../features/auth';
import { MyConsents } from '../../features/documents';
import { Avatar, fullName, useViewer } from '../../features/navigation';
import { decide } from '../../../contract/policy';
import { consentMessages } from '../../config/messages/config';
import { Facts, Section } from '../../ui/content';
import { RoutePage } from '../RoutePage';
import { DeleteAccount, DownloadMyData } from '../../features/personalData';
import { exportMessages, groupsMessages } from '../../config/messages/personalData';
import { TextList } from '../../ui/content';

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export default function AccountPage() {
  const user = useSelector(selectCurrentUser);
  const viewer = useViewer();
  if (!user) return null;
  return (
    <RoutePage>
      <Identity>
        <Avatar user={user} large />
        <p>{fullName(user)}</p>
      </Identity>
      <Section>
        <NamesForm user={user} />
      </Section>
      <Section>
        <h2>{accountMessages.profileTitle}</h2>
        <Facts rows={accountRows(user)} />
      </Section>
      {/* Members of an organisation only; while it is inactive the API does not list documents. */}
      {user.uid_organisation && viewer && decide(viewer, 'documents.read').allowed && (
        <Section>
          <h2>{consentMessages.title}</h2>
          <MyConsents />
        </Section>
      )}
      <Section>
        <EmailState user={user} />
      </Section>
      <Section>
        <PasswordForm />
      </Section>
      <Section aria-labelledby="groups-title">
        <h2 id="groups-title">{groupsMessages.title}</h2>
        {user.sessions_users_tags && user.sessions_users_tags.length > 0 ? (
          <TextList>
            {user.sessions_users_tags.map((group) => (
              <li key={group}>{group}</li>
            ))}
          </TextList>
        ) : (
          <p>{groupsMessages.none}</p>
        )}
      </Section>
      <Section aria-labelledby="export-title">
        <h2 id="export-title">{exportMessages.title}</h2>
        <p>{exportMessages.lead}</p>
        <DownloadMyData />
      </Section>
      <Section>
        <DeleteAccount />
      </Section>
    </RoutePage>
  );
}
