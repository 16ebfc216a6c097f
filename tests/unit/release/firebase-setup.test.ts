import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setUpFirebaseProject, withEnvValues, type Firebase, type SetupOptions } from '../../../scripts/firebase-setup/setup';

const root = join(import.meta.dirname, '../../..');
const template = readFileSync(join(root, '.env.example'), 'utf8');
const sdkConfig = { apiKey: 'AIzaSyShop', authDomain: 'shop-42.firebaseapp.com', projectId: 'shop-42', appId: '1:42:web:abc' };

/** A stand-in for firebase-tools: answers what a project in a given state would, and records every command. */
function fakeFirebase(state: { apps: { appId: string; displayName: string }[]; databases: string[] }) {
  const commands: string[][] = [];
  const firebase: Firebase = (args) => {
    commands.push(args);
    const answers: Record<string, unknown> = {
      'projects:create': { projectId: 'shop-42' },
      'apps:list': state.apps,
      'apps:create': { appId: '1:42:web:abc', displayName: 'Cartwatch' },
      'apps:sdkconfig': { sdkConfig },
      'firestore:databases:list': state.databases.map((name) => ({ name: `projects/shop-42/databases/${name}` })),
      'firestore:databases:create': {},
      deploy: {},
    };
    return Promise.resolve(answers[args[0]!]);
  };
  return { firebase, commands };
}

function envFile(initial: string | null) {
  let text = initial;
  return { read: () => text, write: (next: string) => void (text = next), get text() { return text; } };
}

const fresh: SetupOptions = { projectId: 'shop-42', createProject: true, location: 'eur3' };

describe('npm run release:firebase', () => {
  it('sets up a new project: the project, its web app, .env, the database, then rules, indexes and sign-in methods in one deploy', async () => {
    const { firebase, commands } = fakeFirebase({ apps: [], databases: [] });
    const env = envFile(null);
    await setUpFirebaseProject(fresh, firebase, { file: env, template }, () => undefined);
    expect(commands).toEqual([
      ['projects:create', 'shop-42', '--display-name', 'Cartwatch'],
      ['apps:list', 'WEB', '--project', 'shop-42'],
      ['apps:create', 'WEB', 'Cartwatch', '--project', 'shop-42'],
      ['apps:sdkconfig', 'WEB', '1:42:web:abc', '--project', 'shop-42'],
      ['firestore:databases:list', '--project', 'shop-42'],
      ['firestore:databases:create', '(default)', '--location', 'eur3', '--project', 'shop-42'],
      ['deploy', '--only', 'firestore,auth', '--project', 'shop-42'],
    ]);
    expect(env.text).toContain('VITE_FIREBASE_API_KEY=AIzaSyShop\n');
    expect(env.text).toContain('VITE_FIREBASE_PROJECT_ID=shop-42\n');
    expect(env.text).toContain('VITE_GOOGLE_OAUTH_CLIENT_ID=\n');
  });

  it('on a project set up before, creates nothing and deploys again', async () => {
    const { firebase, commands } = fakeFirebase({ apps: [{ appId: '1:42:web:abc', displayName: 'Cartwatch' }], databases: ['(default)'] });
    const env = envFile(withEnvValues(template, { VITE_FIREBASE_API_KEY: 'AIzaSyShop', VITE_FIREBASE_AUTH_DOMAIN: 'shop-42.firebaseapp.com', VITE_FIREBASE_PROJECT_ID: 'shop-42', VITE_FIREBASE_APP_ID: '1:42:web:abc', VITE_GOOGLE_OAUTH_CLIENT_ID: 'id.apps.googleusercontent.com' }));
    const before = env.text;
    await setUpFirebaseProject({ ...fresh, createProject: false, location: null }, firebase, { file: env, template }, () => undefined);
    expect(commands.map((command) => command[0])).toEqual(['apps:list', 'apps:sdkconfig', 'firestore:databases:list', 'deploy']);
    expect(env.text).toBe(before);
  });

  it('never overwrites a .env that names another project, and needs a location for a new database', async () => {
    const other = envFile('VITE_FIREBASE_API_KEY=AIzaOther\nVITE_FIREBASE_PROJECT_ID=other\n');
    await expect(setUpFirebaseProject(fresh, fakeFirebase({ apps: [], databases: [] }).firebase, { file: other, template }, () => undefined)).rejects.toThrow(
      /another configuration.*VITE_FIREBASE_API_KEY=AIzaSyShop/s,
    );
    expect(other.text).toBe('VITE_FIREBASE_API_KEY=AIzaOther\nVITE_FIREBASE_PROJECT_ID=other\n');
    const { firebase, commands } = fakeFirebase({ apps: [], databases: [] });
    await expect(setUpFirebaseProject({ ...fresh, location: null }, firebase, { file: envFile(null), template }, () => undefined)).rejects.toThrow(/--location/);
    expect(commands.some((command) => command[0] === 'deploy')).toBe(false);
  });

  it('uses only commands, flags and deploy targets the installed firebase-tools has', async () => {
    const { firebase, commands } = fakeFirebase({ apps: [], databases: [] });
    await setUpFirebaseProject(fresh, firebase, { file: envFile(null), template }, () => undefined);
    const tools = dirname(createRequire(import.meta.url).resolve('firebase-tools/package.json'));
    const globalOptions = readFileSync(join(tools, 'lib/index.js'), 'utf8');
    for (const [command = '', ...args] of commands) {
      const file = join(tools, 'lib/commands', `${command.replaceAll(':', '-')}.js`);
      expect(existsSync(file), command).toBe(true);
      const source = readFileSync(file, 'utf8');
      expect(source, command).toContain(`new command_1.Command("${command}`);
      for (const flag of args.filter((arg) => arg.startsWith('--'))) {
        expect(source.includes(`${flag} <`) || globalOptions.includes(`${flag} <`), `${command} ${flag}`).toBe(true);
      }
    }
    // scripts/firebase-setup.ts adds --json to every command.
    expect(globalOptions).toContain('"-j, --json"');
    const targets = readFileSync(join(tools, 'lib/deploy/index.js'), 'utf8');
    for (const target of ['firestore', 'auth']) expect(targets).toContain(`"${target}",`);
  });
});
