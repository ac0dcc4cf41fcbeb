/**
 * The rows of the dossiers page (`Dossiers.tsx`), one line per scenario as in a file list: its title, the
 * link that opens it; a muted line (version, date, shared); at the end, one « ⋯ » menu with the rare
 * actions (duplicate, export, share, move, delete), the last two through a dialog. The library's rows
 * likewise: one « Copier dans mes dossiers » button, its dossier chosen in a dialog.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Folder } from '../../../contract/schemas/folders';
import type { ScenarioSummary } from '../../../contract/schemas/scenarios';
import { PATHS, pathTo } from '../../config/routes';
import { dossiersMessages } from '../../config/messages/scenarios';
import { ActionsMenu, type MenuAction } from '../../ui/ActionsMenu';
import { Button } from '../../ui/buttons';
import { formatFrench } from '../../ui/dates';
import { ConfirmAction, useFocusReturn, useRowDialogs, type ConfirmTexts } from '../../ui/confirmAction';
import { FormDialog } from '../../ui/dialogs';
import { useOutcome } from '../../ui/useOutcome';
import { SelectField } from '../../ui/forms';
import type { ShowNotice } from '../../ui/Notice';
import { downloadContent } from './scenarioDraft';
import { useDeleteScenarioMutation, useDuplicateScenarioMutation, useLazyGetScenarioQuery, useUpdateScenarioMutation } from './scenariosApi';

/** A list of rows, a thin line between them, no bullets. */
export const RowList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li + li {
    border-top: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  }
`;

/**
 * A row: the text takes the width and wraps (title, then its muted line); what acts on the row stays at
 * its top right, on a phone too.
 */
export const Row = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover {
    background: ${({ theme }) => theme.colors.primarySurface};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    overflow-wrap: anywhere;
  }
`;

export const RowText = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  /* The title lines up with the menu button's middle when it holds on one line. */
  padding-top: ${({ theme }) => theme.space.xs};
`;

export const Muted = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

/** A library row: its button is wide, so it goes under the text when the line is too narrow for both. */
const WrappingRow = styled(Row)`
  flex-wrap: wrap;
  align-items: center;
  > :first-child {
    flex: 1 1 16rem;
  }
`;

export const dateOf = (value: string) => formatFrench(value, 'D MMMM YYYY à HH:mm') ?? value;

/** The words of the page's two deletions (a dossier, a scenario), which differ only by what they name. */
export const deleteTexts = (title: string, description: string): ConfirmTexts => ({
  title,
  description,
  cancel: dossiersMessages.cancel,
  confirm: dossiersMessages.confirmDelete,
  busy: dossiersMessages.deleting,
});

/**
 * One of my scenarios. `onGone`: the row is about to leave this dossier (moved or deleted), so that the
 * dossier puts the focus on its heading rather than let it fall to the page's start.
 */
export function ScenarioRow({ scenario, folder, folders, onNotice, onGone }: {
  scenario: ScenarioSummary;
  folder: Folder;
  folders: readonly Folder[];
  onNotice: ShowNotice;
  onGone: () => void;
}) {
  const [duplicate, duplicating] = useDuplicateScenarioMutation();
  const [update, updating] = useUpdateScenarioMutation();
  const [remove, removing] = useDeleteScenarioMutation();
  const [fetchScenario, fetching] = useLazyGetScenarioQuery();
  const dialogs = useRowDialogs<'move' | 'delete'>(onNotice, dossiersMessages.failed);
  const { run } = dialogs;
  const others = folders.filter((other) => other.id !== folder.id);
  const [target, setTarget] = useState(others[0]?.id ?? '');
  const busy = duplicating.isLoading || updating.isLoading || removing.isLoading || fetching.isFetching;
  const title = scenario.title;
  const row = useRef<HTMLLIElement>(null);

  const open = (next: 'move' | 'delete') => {
    setTarget(others[0]?.id ?? '');
    dialogs.open(next, menuButtonIn(row.current));
  };

  const menu: MenuAction[] = [
    {
      key: 'duplicate',
      label: dossiersMessages.duplicateShort,
      onSelect: () =>
        void run(async () => {
          const copy = await duplicate({ id: scenario.id, folder_id: folder.id }).unwrap();
          return { tone: 'success', text: dossiersMessages.duplicated(copy.title) };
        }),
    },
    {
      key: 'export',
      label: dossiersMessages.exportShort,
      onSelect: () =>
        void run(async () => {
          const full = await fetchScenario(scenario.id).unwrap();
          return { tone: 'success', text: dossiersMessages.exported(downloadContent(full.content)) };
        }),
    },
    {
      key: 'share',
      label: scenario.shared ? dossiersMessages.unshareItem : dossiersMessages.shareItem,
      onSelect: () =>
        void run(async () => {
          await update({ id: scenario.id, from_folder: folder.id, shared: !scenario.shared }).unwrap();
          return { tone: 'success', text: scenario.shared ? dossiersMessages.unsharedDone(title) : dossiersMessages.sharedDone(title) };
        }),
    },
    // Moving needs another dossier to go to.
    ...(others.length > 0 ? [{ key: 'move', label: dossiersMessages.moveChoose, onSelect: () => open('move') }] : []),
    { key: 'delete', label: dossiersMessages.deleteItem, tone: 'danger' as const, onSelect: () => open('delete') },
  ];

  const move = () => {
    const destination = others.find((other) => other.id === target);
    if (!destination) return;
    dialogs.confirm(async () => {
      await update({ id: scenario.id, from_folder: folder.id, folder_id: destination.id }).unwrap();
      onGone();
      return { tone: 'success', text: dossiersMessages.moved(title, destination.name) };
    });
  };

  return (
    <Row ref={row}>
      <RowText>
        <h3>
          <Link to={pathTo(PATHS.scenario, { id: scenario.id })} aria-label={dossiersMessages.open(title)}>
            {title}
          </Link>
        </h3>
        <Muted>
          {dossiersMessages.version(scenario.version)} · {dossiersMessages.updated(dateOf(scenario.updated_at))}
          {scenario.shared && ` · ${dossiersMessages.shared}`}
        </Muted>
      </RowText>
      <ActionsMenu label={dossiersMessages.rowActions(title)} actions={menu} disabled={busy} />
      <FormDialog {...dialogs.props('move')} title={dossiersMessages.moveTitle(title)} cancelLabel={dossiersMessages.cancel} submitLabel={dossiersMessages.moveSubmit} busyLabel={dossiersMessages.moving} busy={updating.isLoading} onSubmit={move}>
        <SelectField label={dossiersMessages.moveTarget} value={target} onChange={(event) => setTarget(event.target.value)}>
          {others.map((other) => (
            <option key={other.id} value={other.id}>
              {other.name}
            </option>
          ))}
        </SelectField>
      </FormDialog>
      <ConfirmAction
        {...dialogs.props('delete')}
        texts={deleteTexts(dossiersMessages.deleteScenarioTitle(title), dossiersMessages.deleteScenarioText)}
        busy={removing.isLoading}
        onConfirm={() =>
          dialogs.confirm(async () => {
            await remove({ id: scenario.id, folder_id: folder.id }).unwrap();
            onGone();
            return { tone: 'success', text: dossiersMessages.scenarioDeleted(title) };
          })
        }
      />
    </Row>
  );
}

/** A colleague's shared scenario: read it, or copy it into one of my dossiers (chosen in a dialog). */
export function LibraryRow({ scenario, folders, onNotice }: { scenario: ScenarioSummary; folders: readonly Folder[]; onNotice: ShowNotice }) {
  const [duplicate, duplicating] = useDuplicateScenarioMutation();
  const [choosing, setChoosing] = useState(false);
  const [target, setTarget] = useState(folders[0]?.id ?? '');
  const { refusal, setRefusal, run } = useOutcome(onNotice, dossiersMessages.failed);
  const chosen = folders.find((folder) => folder.id === target) ?? folders[0];
  const returnFocus = useFocusReturn(choosing);

  const copy = () => {
    if (!chosen) return;
    void run(
      async () => {
        await duplicate({ id: scenario.id, folder_id: chosen.id }).unwrap();
        return { tone: 'success', text: dossiersMessages.copied(scenario.title, chosen.name) };
      },
      { inDialog: true, done: () => setChoosing(false) },
    );
  };

  return (
    <WrappingRow>
      <RowText>
        <h3>
          <Link to={pathTo(PATHS.scenario, { id: scenario.id })} aria-label={dossiersMessages.read(scenario.title)}>
            {scenario.title}
          </Link>
        </h3>
        <Muted>
          {dossiersMessages.by(scenario.author)} · {dossiersMessages.version(scenario.version)} · {dossiersMessages.updated(dateOf(scenario.updated_at))}
        </Muted>
        {folders.length === 0 && <Muted>{dossiersMessages.copyNeedsFolder}</Muted>}
      </RowText>
      {folders.length > 0 && (
        <>
          <Button
            type="button"
            $variant="secondary"
            aria-label={dossiersMessages.copy(scenario.title)}
            disabled={duplicating.isLoading}
            onClick={(event) => {
              returnFocus(event.currentTarget);
              setRefusal(null);
              setTarget(folders[0]?.id ?? '');
              setChoosing(true);
            }}
          >
            {dossiersMessages.copyShort}
          </Button>
          <FormDialog
            open={choosing}
            onOpenChange={setChoosing}
            title={dossiersMessages.copyTitle(scenario.title)}
            cancelLabel={dossiersMessages.cancel}
            submitLabel={dossiersMessages.copySubmit}
            busyLabel={dossiersMessages.copying}
            busy={duplicating.isLoading}
            error={refusal}
            onSubmit={copy}
          >
            <SelectField label={dossiersMessages.copyTo} value={chosen?.id ?? ''} onChange={(event) => setTarget(event.target.value)}>
              {folders.map((folder) => (
                <option key={folder.id} value={folder.id}>
                  {folder.name}
                </option>
              ))}
            </SelectField>
          </FormDialog>
        </>
      )}
    </WrappingRow>
  );
}

/**
 * Where the focus goes when what held it left the page (a row moved or deleted, a dossier deleted): call
 * the returned function with the focus's new place when the action succeeds; on the list's next change
 * (`list`), if the focus fell to the page's body, that place gets it. Radix's dialogs give the focus back
 * to the menu button, which goes with its row.
 */
export function useRefocusWhenGone(list: unknown) {
  const pending = useRef<(() => HTMLElement | null | undefined) | null>(null);
  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    // After the dialog's own focus return (also a task): only a focus that nothing took is moved.
    const timer = window.setTimeout(() => {
      pending.current = null;
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) target()?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [list]);
  return (target: () => HTMLElement | null | undefined) => {
    pending.current = target;
  };
}

/** The « ⋯ » button of the row or header `container`: where the focus goes back after a dialog its menu opened. */
export const menuButtonIn = (container: HTMLElement | null) => container?.querySelector<HTMLElement>('button[aria-haspopup="menu"]') ?? null;
