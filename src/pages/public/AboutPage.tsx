/**
 * `/about` (« Nous »): the clinical method SimuSession follows — the four times of a session, the
 * debriefing marked as the heart — the references it draws on, the team by its trades, and the way to
 * a demonstration. Four cards on a wide screen, two on a tablet, one column on a phone.
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { aboutMessages } from '../../config/messages/about';
import { demoLink } from '../../config/messages/content';
import { PATHS } from '../../config/routes';
import { ButtonLink } from '../../ui/buttons';
import { Callout, Section, TextList, WideSection } from '../../ui/content';
import { media } from '../../ui/theme';
import { RoutePage } from '../RoutePage';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Step = styled.li<{ $heart: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  counter-increment: step;
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  border-top: ${({ theme }) => theme.border.accent} solid ${({ theme, $heart }) => ($heart ? theme.colors.primary : theme.colors.accent)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $heart }) => ($heart ? theme.colors.primarySurface : theme.colors.background)};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  /* The list's own number (read once by screen readers), drawn as a badge before the name. */
  h3::before {
    content: counter(step);
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.size.avatar};
    height: ${({ theme }) => theme.size.avatar};
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.colors.accentSurface};
    color: ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
  }
`;

const Heart = styled.p`
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const InProduct = styled.p`
  margin-top: auto !important;
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.font.size.sm};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Trades = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
  }
`;

const Closing = styled(Callout)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  margin-top: ${({ theme }) => theme.space.xl};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export default function AboutPage() {
  return (
    <RoutePage lead={aboutMessages.lead}>
      <WideSection aria-labelledby="methode">
        <h2 id="methode">{aboutMessages.methodTitle}</h2>
        <p>{aboutMessages.methodLead}</p>
        <Steps>
          {aboutMessages.steps.map((step) => (
            <Step key={step.name} $heart={'heart' in step}>
              <h3>{step.name}</h3>
              {'heart' in step && <Heart>{aboutMessages.heartLabel}</Heart>}
              <p>{step.text}</p>
              <InProduct>
                <strong>{aboutMessages.inProductLabel}</strong>
                {`\u00a0: ${step.inProduct}`}
              </InProduct>
            </Step>
          ))}
        </Steps>
      </WideSection>
      <Section aria-labelledby="debriefing">
        <h2 id="debriefing">{aboutMessages.debriefTitle}</h2>
        {aboutMessages.debrief.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Section>
      <Section aria-labelledby="references">
        <h2 id="references">{aboutMessages.referencesTitle}</h2>
        <TextList>
          {aboutMessages.references.map((reference) => (
            <li key={reference}>{reference}</li>
          ))}
        </TextList>
        <p>{aboutMessages.referencesNote}</p>
      </Section>
      <WideSection aria-labelledby="equipe">
        <h2 id="equipe">{aboutMessages.teamTitle}</h2>
        <p>{aboutMessages.teamLead}</p>
        <Trades>
          {aboutMessages.team.map((trade) => (
            <li key={trade.name}>
              <h3>{trade.name}</h3>
              <p>{trade.text}</p>
            </li>
          ))}
        </Trades>
      </WideSection>
      <Section aria-labelledby="principes">
        <h2 id="principes">{aboutMessages.principlesTitle}</h2>
        <TextList>
          {aboutMessages.principles.map((principle) => (
            <li key={principle}>{principle}</li>
          ))}
        </TextList>
        <p>
          {aboutMessages.publisher} <Link to={PATHS.legalNotice}>{aboutMessages.legalNotice}</Link>
        </p>
      </Section>
      <Closing as="section" aria-labelledby="demonstration">
        <h2 id="demonstration">{aboutMessages.demoTitle}</h2>
        <p>{aboutMessages.demoText}</p>
        <ButtonLink to={demoLink.to}>{demoLink.label}</ButtonLink>
      </Closing>
    </RoutePage>
  );
}
