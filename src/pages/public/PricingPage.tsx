import styled from 'styled-components';
import { pricingMessages as t } from '../../config/messages/pricing';
import { ButtonLink } from '../../ui/buttons';
import { Card, CardGrid, Callout, Section, WideSection } from '../../ui/content';
import { RoutePage } from '../RoutePage';

const Price = styled.p`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Features = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  list-style: disc;
`;

/** Tarifs, and the other pricing addresses of spec §2: plans without invented prices. */
export default function PricingPage() {
  return (
    <RoutePage lead={t.lead}>
      <WideSection aria-labelledby="offres">
        <h2 id="offres">{t.plansTitle}</h2>
        <CardGrid>
          {t.plans.map((plan) => (
            <Card key={plan.name}>
              <h3>{plan.name}</h3>
              <Price>{plan.price === 'free' ? t.free : t.onQuote}</Price>
              <p>{plan.for}</p>
              <Features>
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </Features>
              <ButtonLink to={plan.to} $variant={plan.price === 'free' ? 'secondary' : 'primary'}>
                {plan.action}
              </ButtonLink>
            </Card>
          ))}
        </CardGrid>
      </WideSection>
      <Section>
        <h2>{t.howTitle}</h2>
        <Callout>
          <p>{t.how}</p>
        </Callout>
      </Section>
    </RoutePage>
  );
}
