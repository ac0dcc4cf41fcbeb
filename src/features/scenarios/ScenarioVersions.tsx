/** The scenario's history: its versions with French dates, an older one viewed, and restored as the next version. */
import { useState } from 'react';
import styled from 'styled-components';
import type { ScenarioVersion } from '../../../contract/schemas/scenarios';
import { editorMessages } from '../../config/messages/scenarios';
import { Actions, Button } from '../../ui/buttons';
import { Callout, Section } from '../../ui/content';
import { formatFrench } from '../../ui/dates';
import { LoadFailure, Loading } from '../../ui/states';
import { listLine } from './editorFields';
import { useLazyGetVersionQuery, useListVersionsQuery } from './scenariosApi';

export const dateOf = (value: string) => formatFrench(value, 'dddd D MMMM YYYY à HH:mm') ?? value;

const History = styled.ol`
  list-style: none;
  padding: 0;
  li {
    ${listLine}
  }
`;

function OlderVersion({ version, canRestore, onRestore, onClose }: { version: ScenarioVersion; canRestore: boolean; onRestore: () => void; onClose: () => void }) {
  const { content } = version;
  return (
    <Callout role="region" aria-labelledby="older-version">
      <h3 id="older-version">{editorMessages.viewing(version.version, dateOf(version.created_at))}</h3>
      <p>
        <strong>{content.title}</strong> — {content.public}
      </p>
      <p>{editorMessages.statesTitle}&nbsp;: {content.graph.states.map((state) => `${state.name} (${editorMessages.kinds[state.kind]})`).join(', ')}</p>
      <p>
        {editorMessages.transitionsTitle}&nbsp;:{' '}
        {content.graph.transitions
          .map((transition) => `${content.graph.states.find((s) => s.id === transition.from)?.name ?? '?'} → ${content.graph.states.find((s) => s.id === transition.to)?.name ?? '?'} (${transition.label})`)
          .join(', ')}
      </p>
      {content.objectives.length > 0 && <p>{editorMessages.objectives}&nbsp;: {content.objectives.join(' ; ')}</p>}
      <Actions>
        {canRestore && (
          <Button type="button" onClick={onRestore}>
            {editorMessages.restore}
          </Button>
        )}
        <Button type="button" $variant="secondary" onClick={onClose}>
          {editorMessages.closeView}
        </Button>
      </Actions>
    </Callout>
  );
}

export function Versions({ id, current, canRestore, busy, onRestore }: { id: string; current: number; canRestore: boolean; busy: boolean; onRestore: (version: ScenarioVersion) => void }) {
  const versions = useListVersionsQuery(id);
  const [load, loaded] = useLazyGetVersionQuery();
  const [viewing, setViewing] = useState<number | null>(null);
  const shown = viewing !== null && loaded.data?.version === viewing ? loaded.data : null;
  return (
    <Section aria-labelledby="editor-history">
      <h3 id="editor-history">{editorMessages.historyTitle}</h3>
      {versions.isLoading ? (
        <Loading>{editorMessages.historyLoading}</Loading>
      ) : versions.isError ? (
        <LoadFailure message={editorMessages.historyFailed} retryLabel={editorMessages.retry} onRetry={() => void versions.refetch()} />
      ) : (
        <History aria-labelledby="editor-history">
          {(versions.data ?? []).map((item) => (
            <li key={item.version}>
              <span>
                {editorMessages.historyLine(item.version, dateOf(item.created_at), item.author)} {item.version === current && editorMessages.current}
              </span>
              {item.version !== current && (
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => {
                    setViewing(item.version);
                    void load({ id, version: item.version });
                  }}
                >
                  {editorMessages.view(item.version)}
                </Button>
              )}
            </li>
          ))}
        </History>
      )}
      {viewing !== null && loaded.isFetching && <Loading>{editorMessages.historyLoading}</Loading>}
      {shown && (
        <OlderVersion
          version={shown}
          canRestore={canRestore && !busy}
          onRestore={() => {
            onRestore(shown);
            setViewing(null);
          }}
          onClose={() => setViewing(null)}
        />
      )}
    </Section>
  );
}
