import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDispatch, useSelector } from 'react-redux';
import {
  consentAcceptedAll,
  consentPanelClosed,
  consentPreferencesSaved,
  consentRefusedAll,
  selectBannerVisible,
  selectConsentPanelOpen,
  selectConsentPreferences,
} from './consentSlice';
import { consentMessages } from '../../config/messages/common';
import { LinkButton } from '../../ui/buttons';
import { useHydrated } from '../../ui/hydration';
import { media } from '../../ui/theme';

// Compact on a phone (a third of a 375 × 667 screen at most: test/e2e/consent.spec.ts), so that the
// page it stands over stays readable; the customise panel, asked for, may take more and scrolls.
// On a phone the banner stands above the bottom bar, and under it: « Menu » and the menu it opens stay
// usable before anyone chooses (a new visitor could not open the menu when the banner covered the bar).
const Region = styled.section`
  position: fixed;
  inset: auto 0 ${({ theme }) => theme.layout.barHeight} 0;
  z-index: ${({ theme }) => theme.zIndex.bannerUnderBar};
  max-height: ${({ theme }) => theme.layout.bannerMaxHeight};
  overflow: auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  border-top: ${({ theme }) => theme.border.accent} solid ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  ${media.md} {
    bottom: 0;
    z-index: ${({ theme }) => theme.zIndex.banner};
    padding: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  /* public/first-paint.js marks a visitor who already chose, before the pre-rendered page paints. */
  html[data-consent-decided] &[data-consent-gate] {
    display: none;
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  p {
    max-width: ${({ theme }) => theme.layout.proseWidth};
    margin: 0;
  }
`;

const Categories = styled.fieldset`
  max-width: ${({ theme }) => theme.layout.proseWidth};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  input {
    flex: none;
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
    margin: 0;
  }
`;

// Two equal columns, side by side on a phone as on a desktop: "Refuser tout" is exactly as large,
// as high and as coloured as "Accepter tout" (CNIL).
const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.layout.proseWidth};
  margin-top: ${({ theme }) => theme.space.sm};
`;

// "Refuser tout" and "Accepter tout" share one style: equal prominence (CNIL).
const Choice = styled.button`
  min-height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.border.thick} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
`;

const Secondary = styled(Choice)`
  grid-column: 1 / -1;
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
`;

// The secondary ways (customise, read more, close): links in look, 24 px targets (WCAG 2.5.8).
const More = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xs} !important;
  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: 1.5rem;
  }
`;

const Category = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  margin-top: ${({ theme }) => theme.space.xs};
`;

export function CookieBanner() {
  const visible = useSelector(selectBannerVisible);
  // Pre-rendered pages carry the banner for everyone (no decision yet at build time); until React has
  // read this visitor's cookies, public/first-paint.js's mark hides it from those who already chose.
  const settled = useHydrated();
  return visible ? <Banner settled={settled} /> : null;
}

function Banner({ settled }: { settled: boolean }) {
  const dispatch = useDispatch();
  const panelOpen = useSelector(selectConsentPanelOpen);
  const stored = useSelector(selectConsentPreferences);
  const [customising, setCustomising] = useState(false);
  // Toggles start from the stored choice, or off (CNIL: no pre-ticked boxes).
  const [analytics, setAnalytics] = useState(stored?.analytics ?? false);
  const titleId = useId();
  const introId = useId();
  const regionRef = useRef<HTMLElement>(null);
  const showPanel = customising || panelOpen;

  useEffect(() => {
    if (!settled) return;
    // Keyboard users land in the banner, and go back where they were once it closes.
    const returnFocus = document.activeElement;
    regionRef.current?.focus();
    return () => {
      if (returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus();
    };
  }, [settled]);

  return (
    <Region
      ref={regionRef}
      data-consent-gate={settled ? undefined : ''}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={introId}
      role="region"
    >
      <Inner>
        <h2 id={titleId}>{consentMessages.title}</h2>
        <p id={introId}>{consentMessages.intro}</p>
        {showPanel && (
          <Categories>
            <legend>{consentMessages.categoriesLegend}</legend>
            <Category>
              <input type="checkbox" checked disabled />
              <span>
                <strong>{consentMessages.essential}</strong> — {consentMessages.essentialHelp}
              </span>
            </Category>
            <Category>
              <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} />
              <span>
                <strong>{consentMessages.analytics}</strong> — {consentMessages.analyticsHelp}
              </span>
            </Category>
            {/* docs/product.md §9 names the category; nothing of it exists, so there is nothing to switch on. */}
            <Category>
              <input type="checkbox" checked={false} disabled />
              <span>
                <strong>{consentMessages.marketing}</strong> — {consentMessages.marketingHelp}
              </span>
            </Category>
          </Categories>
        )}
        <Actions>
          <Choice type="button" disabled={!settled} onClick={() => dispatch(consentRefusedAll())}>
            {consentMessages.refuseAll}
          </Choice>
          <Choice type="button" disabled={!settled} onClick={() => dispatch(consentAcceptedAll())}>
            {consentMessages.acceptAll}
          </Choice>
          {showPanel && (
            <Secondary type="button" disabled={!settled} onClick={() => dispatch(consentPreferencesSaved({ analytics, marketing: false }))}>
              {consentMessages.save}
            </Secondary>
          )}
        </Actions>
        <More>
          {!showPanel && (
            <LinkButton type="button" disabled={!settled} onClick={() => setCustomising(true)}>
              {consentMessages.customise}
            </LinkButton>
          )}
          <Link to="/legal/policy">{consentMessages.learnMore}</Link>
          {panelOpen && stored && (
            <LinkButton type="button" disabled={!settled} onClick={() => dispatch(consentPanelClosed())}>
              {consentMessages.close}
            </LinkButton>
          )}
        </More>
      </Inner>
    </Region>
  );
}
