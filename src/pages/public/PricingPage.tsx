import styled from 'styled-components';
import { PLANS, planPrices } from '../../../contract/plans';
import { PATHS } from '../../config/routes';
import { pricingMessages } from '../../config/messages/pricing';
import { formatPrice } from '../../ui/money';
import { Actions, ButtonLink } from '../../ui/buttons';
import { Callout } from '../../ui/content';
import { CheckIcon } from '../../ui/icons';
import { ScrollingTable } from '../../ui/table';
import { media } from '../../ui/theme';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { RoutePage } from '../RoutePage';

const Plans = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  /* Room for the « Recommandé » badge, which rides on its card's top border. */
  padding: ${({ theme }) => theme.space.md} 0 0;
  list-style: none;
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const PlanCard = styled.li<{ $featured?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border: ${({ theme, $featured }) => ($featured ? theme.border.thick : theme.border.thin)} solid
    ${({ theme, $featured }) => ($featured ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 {
    margin: 0;
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
  /* The call to action sits at the bottom, whatever the length of the text above. */
  > :last-child {
    margin-top: auto;
  }
`;

/** « Recommandé »: sits on the featured card's top border, so the card reads as the one to look at first. */
const Badge = styled.p`
  position: absolute;
  top: 0;
  left: ${({ theme }) => theme.space.lg};
  transform: translateY(-50%);
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.5rem;
`;

const Price = styled.p`
  color: ${({ theme }) => theme.colors.ink};
  strong {
    display: block;
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Features = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Wide = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  td,
  th[scope='col'] {
    text-align: center;
  }
  /* « Fonctionnalité » heads the left-aligned row headers below it. */
  th[scope='col']:first-child {
    text-align: start;
  }
  tbody th {
    white-space: normal;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    min-width: 12rem;
  }
  td svg {
    color: ${({ theme }) => theme.colors.accent};
    vertical-align: middle;
  }
`;

const Faq = styled.div`
  max-width: ${({ theme }) => theme.layout.proseWidth};
  details {
    border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  }
  summary {
    min-height: ${({ theme }) => theme.size.control};
    padding: ${({ theme }) => theme.space.sm} 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    cursor: pointer;
  }
  details p {
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Cell = ({ value }: { value: boolean | string }) =>
  typeof value === 'string' ? (
    <>{value}</>
  ) : value ? (
    <>
      <CheckIcon />
      <VisuallyHidden>{pricingMessages.included}</VisuallyHidden>
    </>
  ) : (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{pricingMessages.notIncluded}</VisuallyHidden>
    </>
  );

const PRICED = PLANS.map((plan) => ({ plan, prices: planPrices(plan), ...pricingMessages.planActions[plan.id] }));
/** The comparison's columns: the feature, then every offer, the free one first. */
const COMPARED_COLUMNS = [{ label: pricingMessages.featureHeader, phone: 'title' as const }, { label: pricingMessages.decouverte.name, phone: 'field' as const }, ...PRICED.map(({ plan }) => ({ label: plan.name, phone: 'field' as const }))];

/** Tarifs, and the other pricing addresses of docs/product.md §2: the plans of contract/plans.ts, as the upgrade page sells them. */
export default function PricingPage() {
  return (
    <RoutePage lead={pricingMessages.lead}>
      <section aria-labelledby="offres">
        <VisuallyHidden as="h2" id="offres">
          {pricingMessages.plansTitle}
        </VisuallyHidden>
        <Plans>
          <PlanCard>
            <h3>{pricingMessages.decouverte.name}</h3>
            <Price>
              <strong>{pricingMessages.free}</strong>
            </Price>
            <Muted>{pricingMessages.decouverte.note}</Muted>
            <p>{pricingMessages.decouverte.for}</p>
            <Features>
              {pricingMessages.decouverte.features.map((feature) => (
                <li key={feature}>
                  <CheckIcon />
                  {feature}
                </li>
              ))}
            </Features>
            <ButtonLink to={pricingMessages.decouverte.to} $variant="secondary">
              {pricingMessages.decouverte.action}
            </ButtonLink>
          </PlanCard>
          {PRICED.map(({ plan, prices, action, to }) => (
            <PlanCard key={plan.id} $featured={plan.id === 'etablissement'}>
              {plan.id === 'etablissement' && <Badge>{pricingMessages.recommended}</Badge>}
              <h3>{plan.name}</h3>
              <Price>
                <strong>{formatPrice(prices.seatCentsHt)}</strong> {pricingMessages.perSeat}
              </Price>
              <Muted>
                {pricingMessages.withVat(formatPrice(prices.seatCentsTtc))}. {pricingMessages.from(prices.minSeats, formatPrice(prices.fromCentsHt), formatPrice(prices.fromCentsTtc))}
              </Muted>
              <p>{plan.audience}</p>
              <Features>
                {plan.features.map((feature) => (
                  <li key={feature}>
                    <CheckIcon />
                    {feature}
                  </li>
                ))}
              </Features>
              <ButtonLink to={to} $variant={plan.id === 'etablissement' ? 'primary' : 'secondary'}>
                {action}
              </ButtonLink>
            </PlanCard>
          ))}
        </Plans>
      </section>

      <Wide aria-labelledby="comparer">
        <h2 id="comparer">{pricingMessages.compareTitle}</h2>
        {/* On a phone each feature is a card naming every offer, rather than a table showing one column at a time. */}
        <ScrollingTable label={pricingMessages.compareScroll} caption={pricingMessages.compareCaption} columns={COMPARED_COLUMNS} stacked>
          <tbody>
            <tr>
              <th scope="row">{pricingMessages.priceRow}</th>
              <td>{pricingMessages.free}</td>
              {PRICED.map(({ plan, prices }) => (
                <td key={plan.id}>{formatPrice(prices.seatCentsHt)}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{pricingMessages.priceTtcRow}</th>
              <td>{pricingMessages.free}</td>
              {PRICED.map(({ plan, prices }) => (
                <td key={plan.id}>{formatPrice(prices.seatCentsTtc)}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{pricingMessages.minSeatsRow}</th>
              <td>{pricingMessages.noSeats}</td>
              {PRICED.map(({ plan, prices }) => (
                <td key={plan.id}>{pricingMessages.seats(prices.minSeats)}</td>
              ))}
            </tr>
            {pricingMessages.compareRows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>
                  <Cell value={row.cells.decouverte} />
                </td>
                {PRICED.map(({ plan }) => (
                  <td key={plan.id}>
                    <Cell value={row.cells[plan.id]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      </Wide>

      <Wide aria-labelledby="faq">
        <h2 id="faq">{pricingMessages.faqTitle}</h2>
        <Faq>
          {pricingMessages.faq.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </Faq>
      </Wide>

      <Wide aria-labelledby="doute">
        <h2 id="doute">{pricingMessages.closingTitle}</h2>
        <Callout>
          <p>{pricingMessages.closingText}</p>
        </Callout>
        <Actions>
          <ButtonLink to={PATHS.contact}>{pricingMessages.demoAction}</ButtonLink>
          <ButtonLink to={PATHS.docs} $variant="secondary">
            {pricingMessages.docsAction}
          </ButtonLink>
        </Actions>
      </Wide>
    </RoutePage>
  );
}
