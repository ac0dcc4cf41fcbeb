/** Reading a scenario's exported file (JSON) before it is sent to be imported. */
import { dossiersMessages } from '../../config/messages/scenarios';

/** An exported scenario is ~10 kB; the API takes up to 1 MiB. */
const MAX_IMPORT_BYTES = 1024 * 1024;

/** A chosen file's text (FileReader: `Blob.text()` is missing from older browsers). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('lecture impossible'));
    reader.readAsText(file);
  });
}

/** The file's content, or why it cannot be imported (too large, not JSON). */
export async function readScenarioFile(file: File): Promise<{ content: unknown } | { refusal: string }> {
  if (file.size > MAX_IMPORT_BYTES) return { refusal: dossiersMessages.fileTooLarge };
  try {
    return { content: JSON.parse(await readText(file)) };
  } catch {
    return { refusal: dossiersMessages.unreadableFile };
  }
}
