import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { PATHS } from '../config/routes';
import { homeMessages } from '../config/messages/home';
import { Actions, ButtonLink } from '../ui/buttons';
import { Card, CardGrid } from '../ui/content';
import { AccessibilityIcon, AdminIcon, GlobeIcon } from '../ui/icons';
import { gutter } from '../ui/gutter';
import { ProductShot } from '../ui/ProductShot';
import { media } from '../ui/theme';

/** A band's content, on the header's and the footer's left edge (gutter.ts). */
const Inner = styled.div`
  ${gutter}
`;

const dark = css`
  padding: ${({ theme }) => theme.space.xxl} 0;
  background: ${({ theme }) => theme.colors.heroBackground};
  color: ${({ theme }) => theme.colors.heroText};
  ${media.lg} {
    padding: ${({ theme }) => theme.space.xxxl} 0;
  }
`;

const Hero = styled.div`
  ${dark}
`;

/**
 * The promise, then the room as a trainer uses it, across the page's width: beside the text it was drawn
 * 600 px wide and its 14 px text became 6 to 9 px (design review); full width, it stays at 13 px at 1280 px.
 */
const HeroGrid = styled(Inner)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${media.lg} {
    gap: ${({ theme }) => theme.space.xxl};
  }
`;

const HeroText = styled.div`
  max-width: ${({ theme }) => theme.layout.proseWidth};
`;

const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.heroMutedText};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.wide};
  text-transform: uppercase;
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.display};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.1;
  text-wrap: balance;
`;

const HeroLead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.heroMutedText};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** Calls to action on the dark hero: white and outlined white, both with white focus rings. */
const HeroActions = styled(Actions)`
  a {
    /* Full width, one under the other, on a phone; side by side as soon as they fit. */
    flex: 1 1 ${({ theme }) => theme.layout.buttonMinWidth};
    border-color: ${({ theme }) => theme.colors.heroText};
    ${media.md} {
      flex: none;
    }
  }
  a:focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnPrimary};
  }
`;

const HeroPrimary = styled(ButtonLink)`
  background: ${({ theme }) => theme.colors.heroText};
  color: ${({ theme }) => theme.colors.heroBackground};
  &:hover {
    background: ${({ theme }) => theme.colors.primarySurface};
  }
`;

const HeroSecondary = styled(ButtonLink)`
  background: transparent;
  color: ${({ theme }) => theme.colors.heroText};
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const SignIn = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.heroMutedText};
  a {
    color: ${({ theme }) => theme.colors.heroText};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  a:focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnPrimary};
  }
`;

const Band = styled.section<{ $tinted?: boolean }>`
  padding: ${({ theme }) => theme.space.xxl} 0;
  background: ${({ theme, $tinted }) => ($tinted ? theme.colors.surface : theme.colors.background)};
  ${media.lg} {
    padding: ${({ theme }) => theme.space.huge} 0;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    ${media.lg} {
      font-size: ${({ theme }) => theme.font.size.xxl};
    }
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  p {
    margin: 0;
  }
`;

const BandLead = styled.p`
  max-width: ${({ theme }) => theme.layout.proseWidth};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Phases = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: 0;
  list-style: none;
  counter-reset: phase;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    counter-increment: phase;
    padding: ${({ theme }) => theme.space.lg};
    border-top: ${({ theme }) => theme.border.accent} solid ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.background};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  /* The number is the list's own (read once by screen readers), drawn large. */
  li::before {
    content: counter(phase);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.size.avatar};
    height: ${({ theme }) => theme.size.avatar};
    margin-bottom: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.colors.accentSurface};
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Showcase = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: 0;
  list-style: none;
  ${media.lg} {
    gap: ${({ theme }) => theme.space.huge};
  }
`;

/** The picture takes two thirds: an 800 px cut-out (ui/productShots.ts) drawn at 780 px at 1280 px, its text near its own size. */
const Feature = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    gap: ${({ theme }) => theme.space.xxl};
    /* Every other feature puts its picture on the left. */
    &:nth-child(even) {
      grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    }
    &:nth-child(even) > :first-child {
      order: 2;
    }
  }
  p {
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Trust = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
  }
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
  p {
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Closing = styled.section`
  ${dark}
  text-align: center;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.xl};
    ${media.lg} {
      font-size: ${({ theme }) => theme.font.size.xxl};
    }
  }
  p {
    max-width: ${({ theme }) => theme.layout.proseWidth};
    margin: 0 auto;
    color: ${({ theme }) => theme.colors.heroMutedText};
  }
  ${HeroActions} {
    justify-content: center;
  }
`;

const TRUST_ICONS = [AdminIcon, GlobeIcon, AccessibilityIcon];

function CallsToAction() {
  return (
    <HeroActions>
      <HeroPrimary to={PATHS.contact}>{homeMessages.demoAction}</HeroPrimary>
      <HeroSecondary to={PATHS.pricing}>{homeMessages.pricingAction}</HeroSecondary>
    </HeroActions>
  );
}

export default function HomePage() {
  return (
    <>
      <Hero>
        <HeroGrid>
          <HeroText>
            <Eyebrow>{homeMessages.eyebrow}</Eyebrow>
            <Title>{homeMessages.title}</Title>
            <HeroLead>{homeMessages.lead}</HeroLead>
            <CallsToAction />
            <SignIn>
              {homeMessages.signInPrompt} <Link to={PATHS.login}>{homeMessages.signInAction}</Link>
            </SignIn>
          </HeroText>
          <ProductShot name="teacher-session-run" alt={homeMessages.heroAlt} priority />
        </HeroGrid>
      </Hero>

      <Band $tinted aria-labelledby="phases">
        <Inner>
          <h2 id="phases">{homeMessages.phasesTitle}</h2>
          <BandLead>{homeMessages.phasesLead}</BandLead>
          <Phases>
            {homeMessages.phases.map((phase) => (
              <li key={phase.name}>
                <h3>{phase.name}</h3>
                <p>{phase.text}</p>
              </li>
            ))}
          </Phases>
        </Inner>
      </Band>

      <Band aria-labelledby="produit">
        <Inner>
          <h2 id="produit">{homeMessages.showcaseTitle}</h2>
          <Showcase>
            {homeMessages.showcase.map((feature) => (
              <Feature key={feature.shot}>
                <div>
                  <h3>{feature.title}</h3>
                  <p>{feature.text}</p>
                </div>
                <ProductShot name={feature.shot} alt={feature.alt} />
              </Feature>
            ))}
          </Showcase>
        </Inner>
      </Band>

      <Band $tinted aria-labelledby="publics">
        <Inner>
          <h2 id="publics">{homeMessages.audiencesTitle}</h2>
          <CardGrid>
            {homeMessages.audiences.map((audience) => (
              <Card key={audience.title}>
                <h3>{audience.title}</h3>
                <p>{audience.text}</p>
                <ButtonLink to={audience.to} $variant="secondary">
                  {audience.action}
                </ButtonLink>
              </Card>
            ))}
          </CardGrid>
        </Inner>
      </Band>

      <Band aria-labelledby="engagements">
        <Inner>
          <h2 id="engagements">{homeMessages.trustTitle}</h2>
          <Trust>
            {homeMessages.trust.map((item, index) => {
              const TrustIcon = TRUST_ICONS[index] ?? AdminIcon;
              return (
                <li key={item.title}>
                  <TrustIcon />
                  <h3>{item.title}</h3>
                  <p>{item.text}</p>
                </li>
              );
            })}
          </Trust>
        </Inner>
      </Band>

      <Closing aria-labelledby="demo">
        <Inner>
          <h2 id="demo">{homeMessages.closingTitle}</h2>
          <p>{homeMessages.closingText}</p>
          <CallsToAction />
        </Inner>
      </Closing>
    </>
  );
}
