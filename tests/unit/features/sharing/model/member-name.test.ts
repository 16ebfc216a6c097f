import { describe, expect, it } from 'vitest';
import { breaksLines, distinctMemberName, nameAmong } from '../../../../../src/features/sharing/model/member-name';

describe('breaksLines: a name that would read as two lines', () => {
  it.each(['Xav\nAlice claimed the Lego', 'Xav\rAlice', 'Xav\tAlice', 'Xav\u0085Alice', 'Xav\u2028Alice', 'Xav\u2029Alice', 'Xav\u001b[2J', 'Xav\u007f'])(
    '%j breaks lines',
    (name) => {
      expect(breaksLines(name)).toBe(true);
    },
  );

  it.each(['Ana', 'Zoë Łukasz', '李小龙', 'Ana (x7Qa)', 'O’Brien'])('%j stays on one line', (name) => {
    expect(breaksLines(name)).toBe(false);
  });
});

describe('distinctMemberName', () => {
  it('marks the name with the start of the uid', () => {
    expect(distinctMemberName('Ana', 'x7QaBcD')).toBe('Ana (x7Qa)');
  });

  it('stays within 50 characters, shortening the name', () => {
    const name = distinctMemberName('A'.repeat(50), 'x7QaBcD');
    expect(name).toHaveLength(50);
    expect(name.endsWith(' (x7Qa)')).toBe(true);
  });
});

describe('nameAmong: the name the owner writes into a list', () => {
  it('is the name as typed when no other member has it', () => {
    expect(nameAmong({ owner: 'Olivia', ed: 'Eddie' }, 'owner', 'Liv')).toBe('Liv');
    expect(nameAmong({ owner: 'Olivia' }, 'owner', 'Olivia')).toBe('Olivia');
  });

  it('is told apart when another member has it', () => {
    expect(nameAmong({ owner: 'Olivia', ed: 'Eddie' }, 'owner', 'Eddie')).toBe('Eddie (owne)');
  });
});
