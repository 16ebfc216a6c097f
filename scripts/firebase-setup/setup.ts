/**
 * Sets up a real Firebase project for Cartwatch with firebase-tools, each step only when it is not
 * done yet (docs/release.md): the project, its web app, .env from the app's configuration, the
 * Firestore database, then one deploy of the security rules, the indexes with the TTL policy, and
 * the sign-in methods (firebase.json: Email/Password and Anonymous). Google sign-in needs the
 * extension's id, which the store gives at the first upload: docs/release.md does it by hand.
 */
export interface SetupOptions {
  projectId: string;
  /** Create the Google Cloud project first (`firebase projects:create`). */
  createProject: boolean;
  /** Where a new Firestore database lives (`firebase firestore:locations`), e.g. `eur3`. */
  location: string | null;
}

/** Runs `firebase <args>` and answers its `--json` result, or throws with its message. */
export type Firebase = (args: string[]) => Promise<unknown>;

export interface EnvFile {
  read(): string | null;
  write(text: string): void;
}

export const APP_NAME = 'Cartwatch';

interface WebApp {
  appId: string;
  displayName?: string;
}
interface WebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
}

/** The .env lines the web app's configuration fills in, as .env.example names them. */
export function envLinesOf(config: WebConfig): Record<string, string> {
  return {
    VITE_FIREBASE_API_KEY: config.apiKey,
    VITE_FIREBASE_AUTH_DOMAIN: config.authDomain,
    VITE_FIREBASE_PROJECT_ID: config.projectId,
    VITE_FIREBASE_APP_ID: config.appId,
  };
}

/** `template` (.env or .env.example) with each `KEY=` line of `values` set; other lines kept. */
export function withEnvValues(template: string, values: Record<string, string>): string {
  const missing = new Set(Object.keys(values));
  const lines = template.split('\n').map((line) => {
    const key = /^([A-Z0-9_]+)=/.exec(line)?.[1];
    if (key === undefined || !(key in values)) return line;
    missing.delete(key);
    return `${key}=${values[key]}`;
  });
  const added = [...missing].map((key) => `${key}=${values[key]}`);
  return [...lines, ...added].join('\n').replace(/\n*$/, '\n');
}

/** The values a .env file sets (KEY=value lines). */
function envValues(text: string): Record<string, string> {
  return Object.fromEntries(text.split('\n').flatMap((line) => {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    return match === null ? [] : [[match[1]!, match[2]!.trim()]];
  }));
}

function isWebApp(value: unknown): value is WebApp {
  return typeof value === 'object' && value !== null && typeof (value as WebApp).appId === 'string';
}

export async function setUpFirebaseProject(
  options: SetupOptions,
  firebase: Firebase,
  env: { file: EnvFile; template: string },
  log: (line: string) => void,
): Promise<void> {
  const project = ['--project', options.projectId];
  if (options.createProject) {
    log(`Creating the project ${options.projectId}...`);
    await firebase(['projects:create', options.projectId, '--display-name', APP_NAME]);
  }

  const apps = await firebase(['apps:list', 'WEB', ...project]);
  const existing = Array.isArray(apps) ? apps.filter(isWebApp) : [];
  let app = existing.find((candidate) => candidate.displayName === APP_NAME) ?? existing[0];
  if (app === undefined) {
    log(`Adding the web app "${APP_NAME}"...`);
    const created = await firebase(['apps:create', 'WEB', APP_NAME, ...project]);
    if (!isWebApp(created)) throw new Error('firebase apps:create answered no app id.');
    app = created;
  }
  const sdk = (await firebase(['apps:sdkconfig', 'WEB', app.appId, ...project])) as { sdkConfig?: WebConfig };
  if (sdk.sdkConfig === undefined) throw new Error('firebase apps:sdkconfig answered no web configuration.');
  const values = envLinesOf(sdk.sdkConfig);
  const current = env.file.read();
  if (current === null) {
    env.file.write(withEnvValues(env.template, values));
    log('Wrote .env with the web app’s configuration.');
  } else {
    const differing = Object.entries(values).filter(([key, value]) => envValues(current)[key] !== value);
    if (differing.length > 0) {
      throw new Error(`.env names another configuration; set these lines and run again:\n${differing.map(([key, value]) => `  ${key}=${value}`).join('\n')}`);
    }
  }

  const databases = await firebase(['firestore:databases:list', ...project]);
  const hasDefault = Array.isArray(databases) && databases.some((database: { name?: unknown }) => typeof database.name === 'string' && database.name.endsWith('/databases/(default)'));
  if (!hasDefault) {
    if (options.location === null) throw new Error('The project has no Firestore database yet: name its location with --location (for example eur3 or nam5).');
    log(`Creating the Firestore database in ${options.location}...`);
    await firebase(['firestore:databases:create', '(default)', '--location', options.location, ...project]);
  }

  log('Deploying the security rules, the indexes and TTL policy, and the sign-in methods...');
  await firebase(['deploy', '--only', 'firestore,auth', ...project]);
  log(`Done: ${options.projectId} is ready for \`npm run package\` (Google sign-in: docs/release.md).`);
}
