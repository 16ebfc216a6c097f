// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Options } from '../../../src/options/options';
import { ConnectorProvider } from '../../../src/ui/connector-context';
import { MockConnector } from '../../../src/ui/testing/mock-connector';

describe('options page', () => {
  afterEach(cleanup);

  it('shows loading, then the account and about sections from the worker', async () => {
    const connector = new MockConnector();
    render(
      <ConnectorProvider connector={connector}>
        <Options cachedSnapshot={null} />
      </ConnectorProvider>,
    );
    expect(screen.getByText('Loading Cartwatch…')).toBeTruthy();
    await act(() => {
      connector.pushSnapshot({
        revision: 1,
        state: { account: { status: 'signed-out' }, network: 'online', extensionVersion: '0.1.0' },
      });
    });
    expect(screen.getByRole('heading', { name: 'Account' })).toBeTruthy();
    expect(screen.getByText('Not signed in')).toBeTruthy();
    expect(screen.getByText('Version 0.1.0')).toBeTruthy();
    expect(screen.getByText('Live')).toBeTruthy();
  });
});
