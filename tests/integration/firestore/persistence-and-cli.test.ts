import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { type FirestoreServer, startFirestoreServer } from '../../../dev/firestore/server';
import { callRest, documentName } from './helpers/rest';
import { QueryRecorder } from './helpers/snapshots';
import { connectClient, connectLite, here } from './helpers/sdk';

const directories: string[] = [];
async function temporaryDirectory(): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'cartwatch-firestore-'));
  directories.push(directory);
  return directory;
}

describe('persistence to a data directory', () => {
  const servers: FirestoreServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  afterAll(async () => {
    await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
  });

  it('keeps documents across a restart', async () => {
    const dataDir = await temporaryDirectory();
    const first = await startFirestoreServer({ port: 0, dataDir });
    const writer = await connectLite(first.url);
    await writer.lite.setDoc(writer.lite.doc(writer.db, 'lists/kept'), { name: 'Weekly', count: 3 });
    await writer.lite.deleteDoc(writer.lite.doc(writer.db, 'lists/kept-not'));
    await writer.close();
    await first.close();

    const second = await startFirestoreServer({ port: 0, dataDir });
    servers.push(second);
    const reader = await connectLite(second.url);
    expect((await reader.lite.getDoc(reader.lite.doc(reader.db, 'lists/kept'))).data()).toEqual({ name: 'Weekly', count: 3 });
    await reader.close();
  });

  it('refuses to start on a damaged data file rather than overwrite it', async () => {
    const dataDir = await temporaryDirectory();
    await writeFile(join(dataDir, 'firestore.json'), '{"format": 1, "epoch": ');
    await expect(startFirestoreServer({ port: 0, dataDir })).rejects.toThrow(/Cannot read .*firestore\.json/);
  });

  it('lets a client with a cache resume across a server restart, receiving only the delta', async () => {
    const dataDir = await temporaryDirectory();
    const first = await startFirestoreServer({ port: 0, dataDir });
    const client = await connectClient(first.url);
    const { doc, writeBatch, collection, disableNetwork, enableNetwork } = client.sdk;
    const ids = Array.from({ length: 30 }, (_, i) => `p${String(i).padStart(2, '0')}`);
    const batch = writeBatch(client.db);
    for (const id of ids) batch.set(doc(client.db, `catalog/${id}`), { price: 1 });
    await batch.commit();
    const catalog = new QueryRecorder(client.sdk, collection(client.db, 'catalog'));
    try {
      await catalog.waitForIds(ids);
      await disableNetwork(client.db);
      await first.close();

      const second = await startFirestoreServer({ port: first.port, dataDir });
      servers.push(second);
      // Plain requests on fresh connections: pooled sockets to this port died with the first server.
      await callRest(second.url, 'commit', {
        writes: [{ update: { name: documentName('catalog/p05'), fields: { price: { integerValue: '2' } } } }, { delete: documentName('catalog/p06') }],
      });

      await enableNetwork(client.db);
      const resumed = await catalog.waitForIds(ids.filter((id) => id !== 'p06'));
      expect(resumed.docs.find((document) => document.id === 'p05')?.get('price')).toBe(2);
      expect(second.stats.documentsSent).toBe(1);
    } finally {
      catalog.stop();
      await client.close();
    }
  });
});

describe('command line', () => {
  it('starts on the given port, prints its address when ready, and stops on SIGTERM', async () => {
    const cli = join(here, '..', '..', '..', '..', 'dev', 'firestore', 'cli.ts');
    // tsx as a loader rather than its CLI, so the signal goes straight to the server's process.
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stderr.on('data', (data: Buffer) => {
      output += data.toString();
    });
    try {
      const address = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (data: Buffer) => {
          output += data.toString();
          const match = /ready at (http:\/\/[^\s]+)/.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code ?? 'signal'}: ${output}`)));
      });
      const response = await fetch(`${address}/`);
      expect(response.status).toBe(200);
      const stats = (await (await fetch(`${address}/emulator/v1/stats`)).json()) as { documentsSent: number; sessions: unknown[] };
      expect(stats).toEqual({ documentsSent: 0, sessions: [] });
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code, signal] = (await exited) as [number | null, string | null];
      expect({ code, signal }, output).toEqual({ code: 0, signal: null });
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
