/** gRPC status names the SDK understands, with their numeric code and the HTTP status of the REST mapping. */
const statusTable = {
  CANCELLED: { code: 1, http: 499 },
  UNKNOWN: { code: 2, http: 500 },
  INVALID_ARGUMENT: { code: 3, http: 400 },
  DEADLINE_EXCEEDED: { code: 4, http: 504 },
  NOT_FOUND: { code: 5, http: 404 },
  ALREADY_EXISTS: { code: 6, http: 409 },
  PERMISSION_DENIED: { code: 7, http: 403 },
  RESOURCE_EXHAUSTED: { code: 8, http: 429 },
  FAILED_PRECONDITION: { code: 9, http: 400 },
  ABORTED: { code: 10, http: 409 },
  OUT_OF_RANGE: { code: 11, http: 400 },
  UNIMPLEMENTED: { code: 12, http: 501 },
  INTERNAL: { code: 13, http: 500 },
  UNAVAILABLE: { code: 14, http: 503 },
  UNAUTHENTICATED: { code: 16, http: 401 },
} as const;

export type StatusName = keyof typeof statusTable;

export interface WireStatus {
  code: number;
  message: string;
  status: StatusName;
}

export class RpcError extends Error {
  constructor(
    readonly status: StatusName,
    message: string,
  ) {
    super(message);
    this.name = 'RpcError';
  }

  get httpStatus(): number {
    return statusTable[this.status].http;
  }

  /** The `{error: ...}` body of a failed REST call. */
  toRestBody(): { error: WireStatus } {
    return { error: { code: this.httpStatus, message: this.message, status: this.status } };
  }

  /** The status carried inside a stream (an error frame or a target's cause). */
  toStreamStatus(): WireStatus {
    return { code: statusTable[this.status].code, message: this.message, status: this.status };
  }
}

export function invalidArgument(message: string): RpcError {
  return new RpcError('INVALID_ARGUMENT', message);
}

/** What Firestore answers a project over its quota (`PUT /emulator/v1/quota` turns it on here). */
export function quotaExceeded(): RpcError {
  return new RpcError('RESOURCE_EXHAUSTED', 'Quota exceeded. (set by /emulator/v1/quota)');
}

/** Turns anything thrown while serving a request into the status the client should see. */
export function toRpcError(error: unknown): RpcError {
  if (error instanceof RpcError) return error;
  // A RangeError here is a call stack exhausted by a pathologically nested value.
  if (error instanceof RangeError) return invalidArgument('Request is too deeply nested.');
  if (error instanceof SyntaxError) return invalidArgument(`Invalid JSON payload received. ${error.message}`);
  if (error instanceof URIError) return invalidArgument('Malformed percent-encoding in the request.');
  const message = error instanceof Error ? error.message : String(error);
  return new RpcError('INTERNAL', message);
}
