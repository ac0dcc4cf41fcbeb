/**
 * A form's draft and its errors, as the public and account forms keep them (sign-up, demo request, checkout):
 * `set` changes one field of the draft; `text(key)` is what a text `Field` takes for that field (its value, its
 * error, its typing), so that each field says only how it differs (label, autocomplete, hint).
 */
import { useState, type ChangeEvent } from 'react';

type TextKey<Draft> = { [K in keyof Draft]: Draft[K] extends string ? K : never }[keyof Draft];

export function useFormDraft<Draft extends object, Errors extends Partial<Record<string, string | null>>>(initial: Draft | (() => Draft)) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Errors>({} as Errors);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((previous) => ({ ...previous, [key]: value }));
  const text = <K extends TextKey<Draft>>(key: K) => ({
    value: draft[key] as string,
    error: errors[key as string & keyof Errors],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, event.target.value as Draft[K]),
  });
  return { draft, setDraft, errors, setErrors, set, text };
}
