/** The file picker (src/ui/FilePicker.tsx): the browser's own says « Choose File / No file chosen » in English. */
export const filePickerMessages = {
  choose: 'Choisir un fichier',
  none: 'Aucun fichier choisi',
} as const;
