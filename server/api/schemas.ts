/** The one shape of every failure, whatever the route or the cause. */
export type Failure = { success: false; message: string };

export const failureSchema = {
  type: 'object',
  required: ['success', 'message'],
  properties: { success: { type: 'boolean', const: false }, message: { type: 'string' } },
  additionalProperties: false,
} as const;

export function failure(message: string): Failure {
  return { success: false, message };
}

/**
 * The response schemas of a route: `data` for 200 (serialisation drops anything not listed,
 * so a column added later cannot leak) and the failure shape for the given error statuses.
 */
export function responses<Status extends number>(data: object, errorStatuses: readonly Status[]) {
  const failures = Object.fromEntries(errorStatuses.map((status) => [status, failureSchema]));
  return {
    200: {
      type: 'object',
      required: ['success', 'message'],
      properties: { success: { type: 'boolean' }, message: { type: 'string' }, data },
      additionalProperties: false,
    },
    ...(failures as Record<Status, typeof failureSchema>),
  };
}
