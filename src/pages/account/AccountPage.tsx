import styled from 'styled-components';
import { useSelector } from 'react-redux';
import { accountMessages as t } from '../../config/messages/account';
import { selectCurrentUser } from '../../features/auth';
import { Avatar, fullName } from '../../features/navigation';
import { Facts, Section } from '../../ui/content';
import { RoutePage } from '../RoutePage';
import { accountRows } from './accountView';
import { NamesForm } from './NamesForm';

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
        <h2>{t.profileTitle}</h2>
        <Facts rows={accountRows(user)} />
      </Section>
    </RoutePage>
  );
}
