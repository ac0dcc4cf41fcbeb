import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { contactMessages as t, mailtoFor } from '../../config/messages/contact';
import { PATHS } from '../../config/routes';
import { ButtonAnchor } from '../../ui/buttons';
import { Callout, Section, TextList } from '../../ui/content';
import { RoutePage } from '../RoutePage';

const Address = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

/**
 * Nothing on this site sends a message: the page gives the address, opens the visitor's own mail
 * client with the subject filled in, and says what happens next. `/contact#demo` is the demo request.
 */
export default function ContactPage() {
  return (
    <RoutePage lead={t.lead}>
      <Callout>
        <p>{t.addressTitle}</p>
        <Address>
          <a href={`mailto:${t.address}`}>{t.address}</a>
        </Address>
      </Callout>
      {t.topics.map((topic) => (
        <Section key={topic.id} id={topic.id} aria-labelledby={`${topic.id}-titre`}>
          <h2 id={`${topic.id}-titre`}>{topic.heading}</h2>
          <p>{topic.text}</p>
          <p>{t.includeTitle}</p>
          <TextList>
            {topic.include.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </TextList>
          <ButtonAnchor href={mailtoFor(topic)} $variant={topic.id === 'demo' ? 'primary' : 'secondary'}>
            {topic.action}
          </ButtonAnchor>
        </Section>
      ))}
      <Section aria-labelledby="ensuite">
        <h2 id="ensuite">{t.nextTitle}</h2>
        <TextList>
          {t.next.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </TextList>
      </Section>
      <Section aria-labelledby="autres-moyens">
        <h2 id="autres-moyens">{t.otherTitle}</h2>
        <TextList>
          {t.other.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </TextList>
        <p>
          <Link to={PATHS.myData}>{t.myData}</Link>
        </p>
      </Section>
    </RoutePage>
  );
}
