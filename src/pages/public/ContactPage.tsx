import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { contactMessages, mailtoFor } from '../../config/messages/contact';
import { PATHS } from '../../config/routes';
import { DemoRequestForm } from '../../features/contact';
import { ButtonAnchor } from '../../ui/buttons';
import { Callout, Section, TextItems, WideSection } from '../../ui/content';
import { RoutePage } from '../RoutePage';

const Address = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

/** The form beside what to write in it: two columns on a wide screen, one after the other on a phone. */
const DemoLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, ${({ theme }) => theme.layout.formWidth}) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  @media (max-width: 48rem) {
    grid-template-columns: minmax(0, 1fr);
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Aside = styled.div`
  max-width: ${({ theme }) => theme.layout.proseWidth};
`;

/**
 * The address, the demo request (`/contact#demo`: a form the team receives, through the API), and for a
 * quote or a question the visitor's own mail client opened with the subject filled in.
 */
export default function ContactPage() {
  return (
    <RoutePage lead={contactMessages.lead}>
      <Callout>
        <p>{contactMessages.addressTitle}</p>
        <Address>
          <a href={`mailto:${contactMessages.address}`}>{contactMessages.address}</a>
        </Address>
      </Callout>
      {contactMessages.topics.map((topic) =>
        topic.id === 'demo' ? (
          <WideSection key={topic.id} id={topic.id} aria-labelledby={`${topic.id}-titre`}>
            <h2 id={`${topic.id}-titre`}>{topic.heading}</h2>
            <p>{topic.text}</p>
            <DemoLayout>
              <DemoRequestForm />
              <Aside>
                <h3>{contactMessages.demoAsideTitle}</h3>
                <TextItems items={topic.include} />
                <ButtonAnchor href={mailtoFor(topic)} $variant="secondary">
                  {topic.action}
                </ButtonAnchor>
              </Aside>
            </DemoLayout>
          </WideSection>
        ) : (
          <Section key={topic.id} id={topic.id} aria-labelledby={`${topic.id}-titre`}>
            <h2 id={`${topic.id}-titre`}>{topic.heading}</h2>
            <p>{topic.text}</p>
            <p>{contactMessages.includeTitle}</p>
            <TextItems items={topic.include} />
            <ButtonAnchor href={mailtoFor(topic)} $variant="secondary">
              {topic.action}
            </ButtonAnchor>
          </Section>
        ),
      )}
      <Section aria-labelledby="ensuite">
        <h2 id="ensuite">{contactMessages.nextTitle}</h2>
        <TextItems items={contactMessages.next} />
      </Section>
      <Section aria-labelledby="autres-moyens">
        <h2 id="autres-moyens">{contactMessages.otherTitle}</h2>
        <TextItems items={contactMessages.other} />
        <p>
          <Link to={PATHS.myData}>{contactMessages.myData}</Link>
        </p>
      </Section>
    </RoutePage>
  );
}
