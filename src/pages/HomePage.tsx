import styled from 'styled-components';
import { PATHS } from '../config/routes';
import { homeMessages as t } from '../config/messages/home';
import { Actions, ButtonLink } from '../ui/buttons';
import { Card, CardGrid, Section, TextList, WideSection } from '../ui/content';
import { Lead, PageTitle } from '../ui/Page';
import { media } from '../ui/theme';

const Hero = styled.div`
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.primarySurface};
  ${media.md} {
    padding: ${({ theme }) => theme.space.xxxl} ${({ theme }) => theme.space.lg};
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
`;

const HeroTitle = styled(PageTitle)`
  max-width: ${({ theme }) => theme.layout.proseWidth};
  ${media.md} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export default function HomePage() {
  return (
    <>
      <Hero>
        <Inner>
          <HeroTitle>{t.title}</HeroTitle>
          <Lead>{t.lead}</Lead>
          <Actions>
            <ButtonLink to={PATHS.login}>{t.primaryAction}</ButtonLink>
            <ButtonLink to={PATHS.contact} $variant="secondary">
              {t.quoteAction}
            </ButtonLink>
            <ButtonLink to={PATHS.pricing} $variant="secondary">
              {t.pricingAction}
            </ButtonLink>
          </Actions>
        </Inner>
      </Hero>
      <Inner>
        <WideSection aria-labelledby="publics">
          <h2 id="publics">{t.audiencesTitle}</h2>
          <CardGrid>
            {t.audiences.map((audience) => (
              <Card key={audience.title}>
                <h3>{audience.title}</h3>
                <p>{audience.text}</p>
                <ButtonLink to={audience.to} $variant="secondary">
                  {audience.action}
                </ButtonLink>
              </Card>
            ))}
          </CardGrid>
        </WideSection>
        <Section>
          <h2>{t.stepsTitle}</h2>
          <TextList as="ol">
            {t.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </TextList>
        </Section>
        <Section>
          <h2>{t.trustTitle}</h2>
          <TextList>
            {t.trust.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </TextList>
        </Section>
      </Inner>
    </>
  );
}
