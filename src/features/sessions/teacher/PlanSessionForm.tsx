/**
 * « Planifier une session » (docs/product.md §11.5 `/teacher/teacher_main`): a scenario and its version, title,
 * date and time, duration, place, and participants added by group or one by one with their session role.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SessionRole } from '../../../../contract/roles';
import { pathTo, PATHS } from '../../../config/routes';
import { sessionsMessages, teacherSessionMessages } from '../../../config/messages/sessions';
import { refusalMessage } from '../../../lib/api';
import { Actions, Button } from '../../../ui/buttons';
import { TEXT_LIMITS } from '../../../../contract/textLimits';
import { Field, Form, FormAlert, SelectField, SubmitButton } from '../../../ui/forms';
import { LoadFailure } from '../../../ui/states';
import { ScrollingTable } from '../../../ui/table';
import { useLazyListStudentsQuery, useListStudentsQuery, usePlannableScenariosQuery, usePlanSessionMutation, useTeacherGroupsQuery } from '../sessionsApi';
import { ParticipantRoleSelect, RemoveParticipantButton } from './participantControls';
import { planFromDraft, withParticipants, type PlanDraft, type PlanErrors } from './planForm';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  align-items: end;
`;

const today = () => new Date().toISOString().slice(0, 10);

export function PlanSessionForm({ onCancel }: { onCancel: () => void }) {
  const scenarios = usePlannableScenariosQuery();
  const groups = useTeacherGroupsQuery();
  const students = useListStudentsQuery({});
  const [loadGroup] = useLazyListStudentsQuery();
  const [plan, { isLoading }] = usePlanSessionMutation();
  const [draft, setDraft] = useState<PlanDraft>({ scenarioId: '', version: '', title: '', date: today(), time: '09:00', duration: '', place: '', participants: [] });
  const [errors, setErrors] = useState<PlanErrors>({});
  const [group, setGroup] = useState('');
  const [student, setStudent] = useState('');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string; sessionId?: string } | null>(null);

  const chooseScenario = (id: string) => {
    const scenario = scenarios.data?.find((candidate) => candidate.id === id);
    // The scenario proposes its title, latest version and duration; what the teacher typed is kept.
    setDraft({
      ...draft,
      scenarioId: id,
      version: scenario ? String(scenario.version) : '',
      title: draft.title || scenario?.title || '',
      duration: draft.duration || (scenario ? String(scenario.duration_minutes) : ''),
    });
  };

  const addGroup = async () => {
    const chosen = groups.data?.find((candidate) => candidate.id === group);
    if (!chosen) return;
    try {
      const members = await loadGroup({ tag: chosen.id }).unwrap();
      setDraft((current) => ({ ...current, participants: withParticipants(current.participants, members.map((one) => ({ uid: one.uid, name: `${one.firstname} ${one.name}` })), 'apprenant') }));
      setNotice({ tone: 'success', text: teacherSessionMessages.groupAdded(chosen.name, members.length) });
    } catch (error) {
      setNotice({ tone: 'error', text: refusalMessage(error, sessionsMessages.failed) });
    }
  };

  const addStudent = () => {
    const one = students.data?.find((candidate) => candidate.uid === student);
    if (!one) return;
    setDraft({ ...draft, participants: withParticipants(draft.participants, [{ uid: one.uid, name: `${one.firstname} ${one.name}` }], 'apprenant') });
    setStudent('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const checked = planFromDraft(draft, scenarios.data ?? []);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const session = await plan(checked.body).unwrap();
      setNotice({ tone: 'success', text: teacherSessionMessages.planned(session.title), sessionId: session.id });
      setDraft({ ...draft, title: '', participants: [] });
    } catch (error) {
      // Everything typed stays: only the message is new.
      setNotice({ tone: 'error', text: refusalMessage(error, sessionsMessages.failed) });
    }
  };

  if (scenarios.isError) return <LoadFailure message={teacherSessionMessages.noScenario} retryLabel={teacherSessionMessages.cancel} onRetry={onCancel} />;
  const setRole = (uid: string, role: SessionRole) =>
    setDraft({ ...draft, participants: draft.participants.map((participant) => (participant.uid === uid ? { ...participant, session_role: role } : participant)) });
  const current = scenarios.data?.find((candidate) => candidate.id === draft.scenarioId);

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="plan-title">
      <h2 id="plan-title">{teacherSessionMessages.planTitle}</h2>
      <p>{teacherSessionMessages.planLead}</p>
      <div aria-live="polite">
        {notice && (
          <FormAlert $tone={notice.tone}>
            {notice.text} {notice.sessionId && <Link to={pathTo(PATHS.teacherSession, { id: notice.sessionId })}>{teacherSessionMessages.open}</Link>}
          </FormAlert>
        )}
      </div>
      <SelectField label={teacherSessionMessages.scenario} value={draft.scenarioId} error={errors.scenarioId} disabled={scenarios.isLoading} onChange={(event) => chooseScenario(event.target.value)}>
        <option value="">{scenarios.isLoading ? teacherSessionMessages.scenariosLoading : scenarios.data?.length ? teacherSessionMessages.chooseScenario : teacherSessionMessages.noScenario}</option>
        {(scenarios.data ?? []).map((scenario) => (
          <option key={scenario.id} value={scenario.id}>
            {scenario.own ? scenario.title : `${scenario.title} (${teacherSessionMessages.libraryOf(scenario.author ?? '—')})`}
          </option>
        ))}
      </SelectField>
      <Row>
        <Field label={teacherSessionMessages.version} type="number" min={1} max={current?.version} inputMode="numeric" value={draft.version} error={errors.version} onChange={(event) => setDraft({ ...draft, version: event.target.value })} />
        <Field label={teacherSessionMessages.title} value={draft.title} error={errors.title} limit={TEXT_LIMITS.sessionTitle} onChange={(event) => setDraft({ ...draft, title: event.target.value })} />
      </Row>
      {current && <p>{teacherSessionMessages.versionHint(current.version)}</p>}
      <Row>
        <Field label={teacherSessionMessages.date} type="date" value={draft.date} error={errors.date} onChange={(event) => setDraft({ ...draft, date: event.target.value })} />
        <Field label={teacherSessionMessages.time} type="time" value={draft.time} onChange={(event) => setDraft({ ...draft, time: event.target.value })} />
        <Field label={teacherSessionMessages.duration} type="number" min={5} max={1440} inputMode="numeric" value={draft.duration} error={errors.duration} onChange={(event) => setDraft({ ...draft, duration: event.target.value })} />
        <Field label={teacherSessionMessages.place} value={draft.place} error={errors.place} limit={TEXT_LIMITS.sessionPlace} onChange={(event) => setDraft({ ...draft, place: event.target.value })} />
      </Row>

      <h3>{teacherSessionMessages.participantsTitle}</h3>
      <Row>
        <SelectField label={teacherSessionMessages.addGroup} value={group} onChange={(event) => setGroup(event.target.value)}>
          <option value="">{teacherSessionMessages.chooseGroup}</option>
          {(groups.data ?? []).map((one) => (
            <option key={one.id} value={one.id}>
              {one.name}
            </option>
          ))}
        </SelectField>
        <div>
          <Button type="button" $variant="secondary" disabled={!group} onClick={() => void addGroup()}>
            {teacherSessionMessages.addGroupButton}
          </Button>
        </div>
        <SelectField label={teacherSessionMessages.addStudent} value={student} onChange={(event) => setStudent(event.target.value)}>
          <option value="">{teacherSessionMessages.chooseStudent}</option>
          {(students.data ?? []).map((one) => (
            <option key={one.uid} value={one.uid}>
              {`${one.name} ${one.firstname}`}
            </option>
          ))}
        </SelectField>
        <div>
          <Button type="button" $variant="secondary" disabled={!student} onClick={addStudent}>
            {teacherSessionMessages.addStudentButton}
          </Button>
        </div>
      </Row>
      {draft.participants.length === 0 ? (
        <p>{teacherSessionMessages.noParticipants}</p>
      ) : (
        <ScrollingTable label={teacherSessionMessages.participantsTitle}>
          <tbody>
            {draft.participants.map((participant) => (
              <tr key={participant.uid}>
                <th scope="row">{participant.name}</th>
                <td>
                  <ParticipantRoleSelect participant={participant} onRole={setRole} />
                </td>
                <td>
                  <RemoveParticipantButton participant={participant} onRemove={(uid) => setDraft({ ...draft, participants: draft.participants.filter((one) => one.uid !== uid) })} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      )}
      <Actions>
        <SubmitButton disabled={isLoading}>{isLoading ? teacherSessionMessages.submitting : teacherSessionMessages.submit}</SubmitButton>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {teacherSessionMessages.cancel}
        </Button>
      </Actions>
    </Form>
  );
}
