// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../../src/ui/button';
import { Chip } from '../../../src/ui/chip';
import { Dialog } from '../../../src/ui/dialog';
import { EmptyState } from '../../../src/ui/empty-state';
import { Select, SelectField } from '../../../src/ui/select';
import { Skeleton } from '../../../src/ui/skeleton';
import { StockChip } from '../../../src/ui/stock-chip';
import { Switch } from '../../../src/ui/switch';
import { TextField } from '../../../src/ui/text-field';

afterEach(cleanup);

describe('button', () => {
  it('is a plain button (no accidental submit) of the variant asked, primary by default', () => {
    render(
      <form>
        <Button>Save</Button>
        <Button variant="link" small className="extra">
          More
        </Button>
        <Button type="submit" variant="danger">
          Delete
        </Button>
      </form>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.getAttribute('type')).toBe('button');
    expect(save.className).toBe('button button-primary');
    expect(screen.getByRole('button', { name: 'More' }).className).toBe('button button-link button-small extra');
    expect(screen.getByRole('button', { name: 'Delete' }).getAttribute('type')).toBe('submit');
  });
});

describe('text field', () => {
  it('labels its input, and announces its hint and then its error with it', () => {
    render(<TextField label="Price" type="text" name="price" value="x" onChange={() => {}} hint="Like 12.99" error="Enter a price." />);
    const input = screen.getByLabelText('Price');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Enter a price.', 'Like 12.99']);
  });

  it('has no description and is valid without hint or error, and reports what is typed', () => {
    const onChange = vi.fn();
    render(<TextField label="Name" type="text" name="name" value="" onChange={onChange} />);
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(input, { target: { value: 'Tent' } });
    expect(onChange).toHaveBeenCalledWith('Tent');
  });
});

describe('select', () => {
  const options = [
    { value: 'a', label: 'Wishlist' },
    { value: 'b', label: 'Wishlist · Ana’s' },
  ];

  it('shows its options, the chosen one selected, and reports the choice by value', () => {
    const onChange = vi.fn();
    render(<SelectField label="List" value="b" options={options} onChange={onChange} hint="Where it goes" />);
    const select = screen.getByLabelText<HTMLSelectElement>('List');
    expect([...select.options].map((option) => option.text)).toEqual(['Wishlist', 'Wishlist · Ana’s']);
    expect(select.value).toBe('b');
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Where it goes');
    fireEvent.change(select, { target: { value: 'a' } });
    expect(onChange).toHaveBeenCalledWith('a');
  });

  it('takes a label from elsewhere when used bare', () => {
    render(
      <>
        <span id="outside">Status</span>
        <Select aria-labelledby="outside" value="a" options={options} onChange={() => {}} />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Status' }).className).toBe('select');
  });
});

describe('switch', () => {
  function Controlled({ onChange }: { onChange: (on: boolean) => void }) {
    const [on, setOn] = useState(false);
    return (
      <Switch
        label="Gift list"
        hint="Members can claim items."
        checked={on}
        onChange={(next) => {
          setOn(next);
          onChange(next);
        }}
      />
    );
  }

  it('is a switch named by its label, described by its hint, that turns on and off', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Gift list' });
    expect(document.getElementById(toggle.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Members can claim items.');
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(true);
    fireEvent.click(screen.getByText('Gift list'));
    expect(toggle.checked).toBe(false);
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });
});

describe('chips', () => {
  it('tints by tone, neutral by default', () => {
    render(
      <>
        <Chip>2 members</Chip>
        <Chip tone="danger">Sold out</Chip>
      </>,
    );
    expect(screen.getByText('2 members').className).toBe('chip chip-neutral');
    expect(screen.getByText('Sold out').className).toBe('chip chip-danger');
  });

  it('gives each stock its tone, and the full words in a title for when they are cut', () => {
    render(
      <>
        <StockChip stock="out-of-stock" label="Out of stock" />
        <StockChip stock="back" label="Back in stock" />
        <StockChip stock="in-stock" label="In stock" />
      </>,
    );
    expect(screen.getByText('Out of stock').className).toContain('chip-danger');
    expect(screen.getByText('Back in stock').className).toContain('chip-accent');
    expect(screen.getByText('In stock').className).toContain('chip-neutral');
    expect(screen.getByText('Back in stock').getAttribute('title')).toBe('Back in stock');
  });
});

describe('empty state and skeleton', () => {
  it('says why there is nothing and what to do, with its action', () => {
    render(
      <EmptyState title="Nothing saved yet" hint="Save a product from its page." data-testid="empty">
        <Button>Open options</Button>
      </EmptyState>,
    );
    expect(screen.getByTestId('empty').textContent).toBe('Nothing saved yet' + 'Save a product from its page.' + 'Open options');
  });

  it('marks itself busy, names what loads for screen readers, and draws placeholders hidden from them', () => {
    const { container } = render(<Skeleton label="Loading Wishlist…" rows={4} shape="rows" />);
    const skeleton = container.firstElementChild as HTMLElement;
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading Wishlist…').className).toBe('visually-hidden');
    expect(container.querySelectorAll('.skeleton-block[aria-hidden="true"]')).toHaveLength(4);
    cleanup();
    const chart = render(<Skeleton label="Loading" rows={4} shape="chart" />);
    expect(chart.container.querySelectorAll('.skeleton-block')).toHaveLength(1);
  });
});

describe('dialog', () => {
  function Confirm() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Delete list</Button>
        {open && (
          <Dialog title="Delete “Birthday”?" role="alertdialog" onClose={() => setOpen(false)}>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
          </Dialog>
        )}
      </>
    );
  }

  it('opens named by its title, closes on Escape (the cancel event), and gives the focus back', () => {
    render(<Confirm />);
    const opener = screen.getByRole('button', { name: 'Delete list' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Birthday”?' });
    expect(dialog.hasAttribute('open')).toBe(true);
    screen.getByRole('button', { name: 'Cancel' }).focus();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
