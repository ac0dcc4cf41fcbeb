/**
 * The French file picker: the browser's « Choose File / No file chosen » replaced by « Choisir un fichier » and
 * « Aucun fichier choisi », the native input still the one the keyboard, screen readers and tests reach.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, createRef } from 'react';
import { ThemeProvider } from 'styled-components';
import { FilePicker, type FilePickerHandle } from '../../../src/ui/FilePicker';
import { theme } from '../../../src/ui/theme';

const LABEL = 'Importer un scénario (fichier JSON) dans Urgences';

function renderPicker(props: Partial<React.ComponentProps<typeof FilePicker>> = {}) {
  const onChange = jest.fn();
  const ref = createRef<FilePickerHandle>();
  render(
    <ThemeProvider theme={theme}>
      <button type="button">Avant</button>
      <p id="hint">Un fichier JSON exporté de SimuSession.</p>
      <FilePicker label={LABEL} accept="application/json,.json" onChange={onChange} aria-describedby="hint" ref={ref} {...props} />
    </ThemeProvider>,
  );
  return { onChange, ref, user: userEvent.setup(), input: screen.getByLabelText(LABEL) };
}

test('it says « Choisir un fichier » and « Aucun fichier choisi », never the browser’s English', () => {
  const { input } = renderPicker();
  expect(screen.getByText('Choisir un fichier')).toBeVisible();
  expect(screen.getByText('Aucun fichier choisi')).toBeVisible();
  expect(document.body).not.toHaveTextContent(/choose|no file/i);
  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveAttribute('accept', 'application/json,.json');
});

test('the input is named by the field’s label and described by the chosen file and the hint', () => {
  const { input } = renderPicker();
  expect(input).toHaveAccessibleName(LABEL);
  expect(input).toHaveAccessibleDescription('Aucun fichier choisi Un fichier JSON exporté de SimuSession.');
});

test('after choosing, the file’s name is shown and the form hears of it', async () => {
  const { input, onChange, user } = renderPicker();
  await user.upload(input, new File(['{}'], 'bronchiolite.json', { type: 'application/json' }));
  expect(screen.getByText('bronchiolite.json')).toBeVisible();
  expect(screen.queryByText('Aucun fichier choisi')).not.toBeInTheDocument();
  expect(input).toHaveAccessibleDescription(/^bronchiolite\.json/);
  expect(onChange).toHaveBeenCalledTimes(1);
  expect((onChange.mock.calls[0]![0] as React.ChangeEvent<HTMLInputElement>).target.files?.[0]?.name).toBe('bronchiolite.json');
});

test('emptied by the form (the file was imported), it says « Aucun fichier choisi » again', async () => {
  const { input, ref, user } = renderPicker();
  await user.upload(input, new File(['{}'], 'bronchiolite.json', { type: 'application/json' }));
  act(() => ref.current?.clear());
  expect(screen.getByText('Aucun fichier choisi')).toBeVisible();
  expect((input as HTMLInputElement).value).toBe('');
});

test('the keyboard reaches the input itself (Tab), right after what comes before it', async () => {
  const { input, user } = renderPicker();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Avant' })).toHaveFocus();
  await user.tab();
  expect(input).toHaveFocus();
});

test('disabled while a file is being imported: no focus, no choice', async () => {
  const { input, onChange, user } = renderPicker({ disabled: true });
  expect(input).toBeDisabled();
  await user.tab();
  await user.tab();
  expect(input).not.toHaveFocus();
  await user.upload(input, new File(['{}'], 'bronchiolite.json', { type: 'application/json' }));
  expect(onChange).not.toHaveBeenCalled();
});

test('two pickers on one page get their own ids', () => {
  render(
    <ThemeProvider theme={theme}>
      <FilePicker label="Premier" onChange={jest.fn()} />
      <FilePicker label="Second" onChange={jest.fn()} />
    </ThemeProvider>,
  );
  expect(screen.getByLabelText('Premier').id).not.toBe(screen.getByLabelText('Second').id);
});
