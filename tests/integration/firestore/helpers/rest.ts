import { PROJECT_ID } from './server';

export const DATABASE = `projects/${PROJECT_ID}/databases/(default)`;

export function documentName(path: string): string {
  return `${DATABASE}/documents/${path}`;
}

export interface RestResponse<T = unknown> {
  status: number;
  body: T;
}

/** Calls a REST method the way the SDKs do: POST, JSON in a text/plain body. */
export async function callRest<T = unknown>(serverUrl: string, method: string, body: unknown, resource = `${DATABASE}/documents`): Promise<RestResponse<T>> {
  const response = await fetch(`${serverUrl}/v1/${resource}:${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as T };
}

export interface RestError {
  error: { code: number; status: string; message: string };
}
