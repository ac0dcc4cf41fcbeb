import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  consentAcceptedAll,
  consentPanelClosed,
  consentPreferencesSaved,
  consentRefusedAll,
  selectBannerVisible,
  selectConsentPanelOpen,
  selectConsentPreferences,
} from './consentSlice';
import { consentMessages as t } from '../../config/messages';

const Region = styled.section`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${({ theme }) => theme.zIndex.banner};
  max-height: 80vh;
  overflow: auto;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.background};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -4px 16px rgba(0, 0, 0, 0.12);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

// "Refuser tout" and "Accepter tout" share one style: equal prominence (CNIL).
const Choice = styled.button`
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
`;

const Secondary = styled(Choice)`
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
`;

const Category = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  margin-top: ${({ theme }) => theme.space.sm};
`;

export function CookieBanner() {
  const visible = useAppSelector(selectBannerVisible);
  return visible ? <Banner /> : null;
}

function Banner() {
  const dispatch = useAppDispatch();
  const panelOpen = useAppSelector(selectConsentPanelOpen);
  const stored = useAppSelector(selectConsentPreferences);
  const [customising, setCustomising] = useState(false);
  // Toggles start from the stored choice, or off (CNIL: no pre-ticked boxes).
  const [analytics, setAnalytics] = useState(stored?.analytics ?? false);
  const [marketing, setMarketing] = useState(stored?.marketing ?? false);
  const titleId = useId();
  const regionRef = useRef<HTMLElement>(null);
  const showPanel = customising || panelOpen;

  useEffect(() => {
    // Keyboard users land in the banner, and go back where they were once it closes.
    const returnFocus = document.activeElement;
    regionRef.current?.focus();
    return () => {
      if (returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus();
    };
  }, []);

  return (
    <Region ref={regionRef} tabIndex={-1} aria-labelledby={titleId} role="region">
      <h2 id={titleId}>{t.title}</h2>
      <p>{t.intro}</p>
      {showPanel && (
        <fieldset>
          <legend>{t.categoriesLegend}</legend>
          <Category>
            <input type="checkbox" checked disabled />
            <span>
              <strong>{t.essential}</strong> — {t.essentialHelp}
            </span>
          </Category>
          <Category>
            <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} />
            <span>
              <strong>{t.analytics}</strong> — {t.analyticsHelp}
            </span>
          </Category>
          <Category>
            <input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} />
            <span>
              <strong>{t.marketing}</strong> — {t.marketingHelp}
            </span>
          </Category>
        </fieldset>
      )}
      <Actions>
        <Choice type="button" onClick={() => dispatch(consentRefusedAll())}>
          {t.refuseAll}
        </Choice>
        <Choice type="button" onClick={() => dispatch(consentAcceptedAll())}>
          {t.acceptAll}
        </Choice>
        {showPanel ? (
          <Secondary type="button" onClick={() => dispatch(consentPreferencesSaved({ analytics, marketing }))}>
            {t.save}
          </Secondary>
        ) : (
          <Secondary type="button" onClick={() => setCustomising(true)}>
            {t.customise}
          </Secondary>
        )}
        {panelOpen && stored && (
          <Secondary type="button" onClick={() => dispatch(consentPanelClosed())}>
            {t.close}
          </Secondary>
        )}
      </Actions>
    </Region>
  );
}
