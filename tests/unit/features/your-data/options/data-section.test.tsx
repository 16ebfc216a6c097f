// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataSection } from '../../../../../src/features/your-data/options/data-section';
import { fail, ok, type Result } from '../../../../../src/platform/messaging/errors';
import type { ExportHead } from '../../../../../src/features/your-data/model/export-format';
import type { ImportItem } from '../../../../../src/features/your-data/model/import-item';
import type { PageKind } from '../../../../../src/app/protocol';
import type { AppState } from '../../../../../src/app/state';
import { ConnectorProvider } from '../../../../../src/app/connector/connector-context';
import { MockConnector } from '../../../../../src/app/connector/testing/mock-connector';
import { signedInState } from '../fixtures';
import { sampleExport } from '../sample-export';
import { settle } from '../../../support/settle';
import { catchDownloads } from '../../../support/downloads';

const file = sampleExport(3);
const head: ExportHead = { ...file, lists: file.lists.map(({ items, ...list }) => ({ ...list, itemCount: items.length })) };

function answers(kind: PageKind, payload: unknown): Result<unknown> {
  switch (kind) {
    case 'page:export-begin':
      return ok(head);
    case 'page:export-items': {
      const { listId } = payload as { listId: string };
      return ok({ items: file.lists.find((list) => list.id === listId)?.items ?? [], nextOffset: null });
    }
    case 'page:create-list':
      return ok({ id: `new${Math.random().toString(36).slice(2, 8)}` });
    case 'page:import-items': {
      const { items } = payload as { items: ImportItem[] };
      return ok({ added: Object.fromEntries(items.map((item) => [item.id, `w${item.id}`])), alreadySaved: {}, overLimit: [], failed: [] });
    }
    default:
      return ok(null);
  }
}

function renderSection(state: AppState = signedInState({ items: {} , lists: [] }), answer = answers) {
  const connector = new MockConnector(null, answer);
  render(
    <ConnectorProvider connector={connector}>
      <DataSection state={state} />
    </ConnectorProvider>,
  );
  return connector;
}

const downloads = catchDownloads();

const choose = (text: string) =>
  settle(() => fireEvent.change(screen.getByLabelText('Choose an export file'), { target: { files: [new File([text], 'export.json', { type: 'application/json' })] } }));

describe('Options > Data', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('asks a signed-out shopper to sign in', () => {
    renderSection(signedInState({ account: { status: 'signed-out' }, lists: null }));
    expect(screen.getByText(/Sign in to export/)).toBeTruthy();
  });

  it('exports everything as one JSON file, every list’s items asked for', async () => {
    const connector = renderSection(signedInState());
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Export all data (JSON)' })));
    expect(connector.requests.map((request) => request.kind)).toEqual(['page:export-begin', 'page:export-items', 'page:export-items']);
    expect(downloads).toHaveLength(1);
    expect(JSON.parse(await downloads[0]!.text())).toEqual(JSON.parse(JSON.stringify(file)));
    expect(screen.getByText('Your export is downloaded.')).toBeTruthy();
  });

  it('downloads one list as CSV with a byte-order mark', async () => {
    const connector = renderSection(signedInState());
    fireEvent.change(screen.getByLabelText('Lists as a spreadsheet (CSV)'), { target: { value: 'family' } });
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Download CSV' })));
    expect(connector.requests.filter((request) => request.kind === 'page:export-items').map((request) => request.payload)).toEqual([{ listId: 'family', offset: 0 }]);
    const bytes = new Uint8Array(await downloads[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((await downloads[0]!.text()).split('\r\n')).toHaveLength(1 + 3 + 1);
  });

  it('says why an export failed', async () => {
    renderSection(signedInState(), (kind, payload) => (kind === 'page:export-items' ? fail('offline', 'offline') : answers(kind, payload)));
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Export all data (JSON)' })));
    expect(screen.getByRole('alert').textContent).toMatch(/offline/i);
    expect(downloads).toHaveLength(0);
  });

  it('previews an import, then writes it and reports what was written', async () => {
    const connector = renderSection();
    await choose(JSON.stringify(file));
    // The chosen file stays chosen, so the page names it, while the preview shows.
    expect(screen.getByLabelText<HTMLInputElement>('Choose an export file').files?.[0]?.name).toBe('export.json');
    expect(screen.getByTestId('import-preview').textContent).toBe('2 lists, 6 items, 0 already saved');
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Import 6 items' })));
    expect(connector.requests.filter((request) => request.kind === 'page:import-items')).toHaveLength(2);
    expect(screen.getByTestId('import-report').textContent).toContain('New lists: 2, items added: 6, already saved: 0.');
  });

  it.each([
    ['a file that is not an export', '{"hello": "world"}', 'This file is not a Cartwatch export.'],
    ['an export cut off', JSON.stringify(file).slice(0, -40), 'This export is damaged or incomplete'],
    ['a newer version', JSON.stringify({ ...file, schemaVersion: 99 }), 'This export comes from a newer version of Cartwatch.'],
    ['an invalid item', JSON.stringify({ ...file, lists: [{ ...file.lists[0], items: [{ ...file.lists[0]!.items[0], quantity: 0 }] }] }), 'lists[0].items[0].quantity'],
  ])('refuses %s before anything is written', async (_what, text, message) => {
    const connector = renderSection();
    await choose(text);
    expect(screen.getByRole('alert').textContent).toContain(message);
    expect(connector.requests).toEqual([]);
  });
});
