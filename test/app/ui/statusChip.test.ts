import { CHIP_TONES } from '../../../src/ui/StatusChip';
import { CONTRAST_PAIRS } from '../../../src/ui/theme';
import { SESSION_STATUS_TONES } from '../../../src/features/sessions/SessionStatusChip';

describe('the status chips', () => {
  it.each(Object.entries(CHIP_TONES))('%s: its word on its fill is a pair the theme checks for AA text', (_tone, { text, fill }) => {
    expect(CONTRAST_PAIRS).toContainEqual({ text, on: fill, min: 4.5 });
  });

  it('shows a running session in the live tone, never in the error red', () => {
    expect(SESSION_STATUS_TONES['en cours']).toBe('live');
    expect(CHIP_TONES.live.text).not.toBe('danger');
    expect(Object.values(CHIP_TONES).map((tone) => tone.text)).not.toContain('danger');
  });
});
