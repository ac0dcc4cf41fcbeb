import { Button } from './buttons';
import { Callout } from './content';

/** What a list or a section says when it could not be loaded, with the way to try again. */
export function LoadFailure({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Callout $tone="warning" role="alert">
      <p>{message}</p>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Callout>
  );
}
