import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { contactMessages, mailtoFor } from '../../config/messages/contact';
import { PATHS } from '../../config/routes';
import { DemoRequestForm } from '../../features/contact';
import { ButtonAnchor } from '../../ui/buttons';
import { Section, TextItems, WideSection } from '../../ui/content';
import { media } from '../../ui/theme';
import { RoutePage } from '../RoutePage';

const Address = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

/**
 * From 1024 px the demo request on the left and, beside it, what happens next; one column below (a design
 * review saw the form start 580 px down, under a box repeating the address, with the right 40 % empty).
 */
const DemoSection = styled(WideSection)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
  > div > p {
    max-width: ${({ theme }) => theme.layout.proseWidth};
  }
`;

/** Short, beside the form: the reply's delay, the address, the e-mail for those who prefer it. */
const Reassurance = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.primarySurface};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p,
  ul {
    margin: 0;
  }
  summary {
    min-height: ${({ theme }) => theme.size.control};
    padding: ${({ theme }) => theme.space.sm} 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    cursor: pointer;
  }
  > a {
    justify-self: start;
  }
`;

/** The quote, the question, what happens next and the other ways: two columns from 1024 px, one on a phone. */
const Others = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.xxl};
  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  > section {
    max-width: none;
    margin-top: 0;
  }
`;

/**
 * The demo request (`/contact#demo`: a form the team receives, through the API) beside what happens next
 * and the address; below, a quote or a question through the visitor's own mail client, with the subject
 * filled in, what happens next and the other ways to reach the team.
 */
export default function ContactPage() {
  const { demo, topics: others } = contactMessages;
  return (
    <RoutePage lead={contactMessages.lead}>
      <DemoSection id={demo.id} aria-labelledby={`${demo.id}-titre`}>
        <div>
          <h2 id={`${demo.id}-titre`}>{demo.heading}</h2>
          <p>{demo.text}</p>
          <DemoRequestForm />
        </div>
        <Reassurance aria-labelledby="apres-titre">
          <h3 id="apres-titre">{contactMessages.reassuranceTitle}</h3>
          <TextItems items={contactMessages.reassurance} />
          <div>
            <p>{contactMessages.addressTitle}</p>
            <Address>
              <a href={`mailto:${contactMessages.address}`}>{contactMessages.address}</a>
            </Address>
          </div>
          <ButtonAnchor href={mailtoFor(demo)} $variant="secondary">
            {demo.action}
          </ButtonAnchor>
          <details>
            <summary>{contactMessages.demoAsideTitle}</summary>
            <TextItems items={demo.include} />
          </details>
        </Reassurance>
      </DemoSection>
      <Others>
        {others.map((topic) => (
          <Section key={topic.id} id={topic.id} aria-labelledby={`${topic.id}-titre`}>
            <h2 id={`${topic.id}-titre`}>{topic.heading}</h2>
            <p>{topic.text}</p>
            <p>{contactMessages.includeTitle}</p>
            <TextItems items={topic.include} />
            <ButtonAnchor href={mailtoFor(topic)} $variant="secondary">
              {topic.action}
            </ButtonAnchor>
          </Section>
        ))}
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
      </Others>
    </RoutePage>
  );
}
