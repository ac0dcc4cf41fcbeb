import { identityErrorMessages } from '../../config/messages/common';

/** A French sentence for a Firebase Auth error code; unknown codes get a generic one. */
export function identityErrorMessage(code: string): string {
  return identityErrorMessages[code] ?? identityErrorMessages.default;
}
